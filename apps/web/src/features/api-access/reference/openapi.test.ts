import { describe, expect, it } from 'vitest';
import {
  exampleOf,
  groupByTag,
  type OpenApiDocument,
  propertiesOf,
  requestPath,
  type Schema,
  typeLabel,
} from './openapi';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Test API', version: '1' },
  tags: [{ name: 'domains', description: 'Your domains' }],
  components: {
    schemas: {
      Link: {
        type: 'object',
        required: ['full_url'],
        properties: {
          full_url: { type: 'string', format: 'uri' },
          redirect_type: {
            anyOf: [
              { type: 'number', enum: [301] },
              { type: 'number', enum: [302] },
            ],
          },
          expires_at: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
          tags: { type: 'array', items: { type: 'string' } },
          parent: { $ref: '#/components/schemas/Link' },
        },
      },
    },
  },
  paths: {
    '/links': {
      post: {
        summary: 'Create',
        tags: ['links'],
        requestBody: {
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Link' } } },
        },
      },
      get: { summary: 'List', tags: ['links'] },
    },
    '/domains/{id}': { delete: { summary: 'Delete', tags: ['domains'] } },
    '/untagged': { get: {} },
  },
};

describe('the OpenAPI reader', () => {
  it('groups operations by tag, declared tags first, with anchors', () => {
    const groups = groupByTag(document);
    expect(groups.map((group) => group.name)).toEqual(['domains', 'links', 'other']);
    expect(groups[1]?.operations.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      'get /links',
      'post /links',
    ]);
    expect(groups[0]?.operations[0]?.anchor).toBe('op-delete-domains-id');
  });

  it.each([
    [
      'a union of single values',
      {
        anyOf: [
          { type: 'number', enum: [301] },
          { type: 'number', enum: [302] },
        ],
      },
      '301 | 302',
    ],
    [
      'a nullable date',
      { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
      'string (date-time)',
    ],
    ['an array', { type: 'array', items: { type: 'string' } }, 'array of string'],
    ['a reference to an object', { $ref: '#/components/schemas/Link' }, 'Link'],
    ['an unknown reference', { $ref: '#/components/schemas/Missing' }, 'any'],
  ] satisfies [string, Schema, string][])('labels %s', (_label, schema, expected) => {
    expect(typeLabel(document, schema)).toBe(expected);
  });

  it('follows $ref to list fields, and stops on a cyclic one when making an example', () => {
    const fields = propertiesOf(document, { $ref: '#/components/schemas/Link' });
    expect(fields.map((field) => [field.name, field.isRequired])).toEqual([
      ['full_url', true],
      ['redirect_type', false],
      ['expires_at', false],
      ['tags', false],
      ['parent', false],
    ]);
    expect(exampleOf(document, { $ref: '#/components/schemas/Link' })).toEqual({
      full_url: 'https://example.com/',
    });
  });

  it('fills path parameters and appends the query that was given', () => {
    const parameters = [
      { name: 'id', in: 'path' as const },
      { name: 'search', in: 'query' as const },
      { name: 'tag', in: 'query' as const },
    ];
    expect(
      requestPath('/links/{id}', parameters, { 'path:id': 'a b', 'query:search': 'x&y' }),
    ).toBe('/links/a%20b?search=x%26y');
  });
});
