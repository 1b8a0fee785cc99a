import { IMPORT_COLUMNS, IMPORT_FORMAT_NAMES, type ImportFormat } from '@kurz/shared';
import { Invalid } from '../errors.js';

type ImportColumn = (typeof IMPORT_COLUMNS)[number];
/** What a file's column means to us: an import column, or what the source kept about the link. */
export type FileColumn = ImportColumn | 'short_link' | 'clicks' | 'created_at';

interface VendorFormat {
  format: Exclude<ImportFormat, 'kurz' | 'yourls'>;
  /** Any one of these sets of columns, all present, marks the vendor's export. */
  signatures: string[][];
  /** Columns only this vendor writes: seen beside another vendor's, the file is a mix. */
  own: string[];
  columns: Record<string, FileColumn>;
}

/**
 * Other shorteners' CSV exports, by their header names as normalizedColumn leaves them
 * (lower case, spaces as `_`). Their short link is read as domain + code when the file
 * has no code column; clicks and creation time become the link's imported stats.
 */
const VENDORS: VendorFormat[] = [
  {
    format: 'shlink',
    signatures: [['shortcode', 'longurl']],
    own: ['shortcode', 'longurl', 'visits'],
    columns: {
      longurl: 'url',
      shortcode: 'code',
      domain: 'domain',
      shorturl: 'short_link',
      title: 'title',
      tags: 'tags',
      visits: 'clicks',
      createdat: 'created_at',
    },
  },
  {
    format: 'rebrandly',
    signatures: [['slashtag', 'destination']],
    own: ['slashtag'],
    columns: {
      destination: 'url',
      slashtag: 'code',
      domain: 'domain',
      shorturl: 'short_link',
      title: 'title',
      tags: 'tags',
      clicks: 'clicks',
      createdat: 'created_at',
    },
  },
  {
    format: 'shortio',
    signatures: [['originalurl'], ['original_url']],
    own: ['originalurl', 'original_url'],
    columns: {
      originalurl: 'url',
      original_url: 'url',
      path: 'code',
      domain: 'domain',
      shorturl: 'short_link',
      short_url: 'short_link',
      title: 'title',
      tags: 'tags',
      clicks: 'clicks',
      createdat: 'created_at',
      created_at: 'created_at',
    },
  },
  {
    format: 'dub',
    signatures: [['key', 'url']],
    own: ['key', 'shortlink'],
    columns: {
      url: 'url',
      key: 'code',
      domain: 'domain',
      shortlink: 'short_link',
      title: 'title',
      tags: 'tags',
      clicks: 'clicks',
      createdat: 'created_at',
      created_at: 'created_at',
    },
  },
  {
    format: 'bitly',
    signatures: [
      ['long_url', 'link'],
      ['long_url', 'bitlink'],
    ],
    own: ['bitlink', 'custom_bitlinks'],
    columns: {
      long_url: 'url',
      link: 'short_link',
      bitlink: 'short_link',
      title: 'title',
      tags: 'tags',
      clicks: 'clicks',
      total_clicks: 'clicks',
      created_at: 'created_at',
      created: 'created_at',
      date_created: 'created_at',
    },
  },
];

/** The API's names (full_url, short_url) and other shorteners' (long_url) for our columns. */
const KURZ_ALIASES: Record<string, FileColumn> = {
  full_url: 'url',
  long_url: 'url',
  destination: 'url',
  short_url: 'code',
};

export function normalizedColumn(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '_');
}

/**
 * Whose export a header row is, and what each of its columns means (undefined: not read).
 * A header carrying two vendors' own columns is refused: its rows cannot be read either way.
 */
export function fileColumnsOf(names: string[]): {
  format: ImportFormat;
  columns: (FileColumn | undefined)[];
} {
  const present = new Set(names);
  const recognised = VENDORS.filter((vendor) =>
    vendor.signatures.some((signature) => signature.every((name) => present.has(name))),
  );
  const vendor = recognised[0];
  if (!vendor) {
    const known = new Set<string>([...IMPORT_COLUMNS, 'short_link', 'clicks', 'created_at']);
    return {
      format: 'kurz',
      columns: names.map(
        (name) => KURZ_ALIASES[name] ?? (known.has(name) ? (name as FileColumn) : undefined),
      ),
    };
  }
  const others = VENDORS.filter(
    (other) =>
      other !== vendor &&
      (recognised.includes(other) || other.own.some((name) => present.has(name))),
  );
  const other = others[0];
  if (other) {
    const mine = names.filter(
      (name) => vendor.own.includes(name) || vendor.columns[name] === 'url',
    );
    const theirs = names.filter((name) => other.own.includes(name));
    throw new Invalid(
      `The header mixes columns of a ${IMPORT_FORMAT_NAMES[vendor.format]} (${mine.join(', ')}) and a ${IMPORT_FORMAT_NAMES[other.format]} (${theirs.join(', ')}): upload one product's export as it came`,
    );
  }
  return { format: vendor.format, columns: names.map((name) => vendor.columns[name]) };
}
