import { describe, expect, it } from 'vitest';
import { teamLink } from '../test/team-fixtures';
import { expiryDraftOf } from './link-expiry';
import { changedFields, linkOptionChanges } from './link-option-changes';
import { previewDraftOf, targetingDraftOf } from './link-targeting';

const link = {
  ...teamLink('l1', 'u1'),
  has_password: true,
  geo_targets: { DE: 'https://example.com/de', FR: 'https://example.com/fr' },
  og_title: 'Sale',
};
const untouched = {
  redirectType: link.redirect_type,
  noReferrer: false,
  forwardQuery: link.forward_query,
  queryPrecedence: link.query_precedence,
  expiry: expiryDraftOf(link),
  password: '',
  targeting: targetingDraftOf(link),
  preview: previewDraftOf(link),
};

describe('linkOptionChanges', () => {
  it('sends nothing for a link as it was', () => {
    expect(linkOptionChanges(link, untouched)).toEqual({});
  });

  it('sees the same countries in another order as unchanged', () => {
    const rows = [...untouched.targeting.rows].reverse();
    expect(
      linkOptionChanges(link, { ...untouched, targeting: { ...untouched.targeting, rows } }),
    ).toEqual({});
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
    [
      'an added android URL',
      { targeting: { ...untouched.targeting, androidUrl: ' https://play.example/a ' } },
      { android_url: 'https://play.example/a' },
    ],
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
