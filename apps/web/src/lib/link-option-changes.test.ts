import { describe, expect, it } from 'vitest';
import { teamLink } from '../test/team-fixtures';
import { expiryDraftOf } from './link-expiry';
import { changedFields, linkOptionChanges } from './link-option-changes';
import { previewDraftOf } from './link-targeting';
import { newRule, rulesDraftOf } from './redirect-rules-draft';

const link = {
  ...teamLink('l1', 'u1'),
  has_password: true,
  rules: [
    { conditions: [{ type: 'country' as const, value: 'DE' }], url: 'https://example.com/de' },
    {
      conditions: [{ type: 'device' as const, value: 'ios' as const }],
      url: 'https://example.com/i',
    },
  ],
  og_title: 'Sale',
};
const untouched = {
  redirectType: link.redirect_type,
  noReferrer: false,
  forwardQuery: link.forward_query,
  queryPrecedence: link.query_precedence,
  expiry: expiryDraftOf(link),
  password: '',
  targeting: rulesDraftOf(link),
  preview: previewDraftOf(link),
};

describe('linkOptionChanges', () => {
  it('sends nothing for a link as it was', () => {
    expect(linkOptionChanges(link, untouched)).toEqual({});
  });

  it('sends the whole list when the rules change order, and null when none are left', () => {
    const rules = [...untouched.targeting.rules].reverse();
    expect(linkOptionChanges(link, { ...untouched, targeting: { rules } })).toEqual({
      rules: [link.rules[1], link.rules[0]],
    });
    expect(linkOptionChanges(link, { ...untouched, targeting: { rules: [] } })).toEqual({
      rules: null,
    });
  });

  it('refuses an unfinished rule before any call', () => {
    const rules = [...untouched.targeting.rules, newRule()];
    expect(linkOptionChanges(link, { ...untouched, targeting: { rules } })).toMatch(
      /^Redirect rule 3: /,
    );
  });

  it.each([
    ['a removed password', { password: null }, { password: null }],
    ['the referrer hidden', { noReferrer: true }, { no_referrer: true }],
    ['query forwarding turned on', { forwardQuery: true }, { forward_query: true }],
    [
      "the visitor's parameters preferred",
      { queryPrecedence: 'visitor' as const },
      { query_precedence: 'visitor' },
    ],
    ['a cleared title', { preview: { ...untouched.preview, title: '  ' } }, { og_title: null }],
  ])('sends only %s', (_, draft, body) => {
    expect(linkOptionChanges(link, { ...untouched, ...draft })).toEqual(body);
  });

  it('sends no null for a password the link never had', () => {
    expect(
      linkOptionChanges({ ...link, has_password: false }, { ...untouched, password: null }),
    ).toEqual({});
  });
});

describe('changedFields', () => {
  it('gives null for a field the link had and the body has not', () => {
    expect(changedFields({ og_title: 'A', og_image: null }, {}, ['og_title', 'og_image'])).toEqual({
      og_title: null,
    });
  });
});
