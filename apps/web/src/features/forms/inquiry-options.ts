import {
  COMPANY_SIZE_LABELS,
  COMPANY_SIZES,
  JOB_TITLE_LABELS,
  JOB_TITLES,
  USE_CASE_LABELS,
  USE_CASES,
} from '@kurz/shared';

/** The selects' choices, in the order of spec 001 §9. */
export const JOB_TITLE_OPTIONS = JOB_TITLES.map((value) => ({
  value,
  label: JOB_TITLE_LABELS[value],
}));
export const COMPANY_SIZE_OPTIONS = COMPANY_SIZES.map((value) => ({
  value,
  label: COMPANY_SIZE_LABELS[value],
}));
export const USE_CASE_OPTIONS = USE_CASES.map((value) => ({
  value,
  label: USE_CASE_LABELS[value],
}));
