import type { Migration } from 'kysely';
import * as m0001 from './0001-contact-messages.js';
import * as m0002 from './0002-accounts.js';
import * as m0003 from './0003-links.js';
import * as m0004 from './0004-clicks.js';
import * as m0005 from './0005-link-list-index.js';
import * as m0006 from './0006-billing.js';
import * as m0007 from './0007-enterprise-inquiries.js';
import * as m0008 from './0008-analytics.js';
import * as m0009 from './0009-clicks-without-link-index.js';
import * as m0010 from './0010-link-changes.js';
import * as m0011 from './0011-click-batches.js';
import * as m0012 from './0012-one-click-rollup.js';
import * as m0013 from './0013-takedown.js';
import * as m0014 from './0014-mail-queue.js';
import * as m0015 from './0015-custom-domains.js';
import * as m0016 from './0016-teams.js';
import * as m0017 from './0017-api-keys.js';
import * as m0018 from './0018-api-usage.js';
import * as m0019 from './0019-webhooks.js';
import * as m0020 from './0020-team-analytics.js';
import * as m0021 from './0021-api-key-workspaces.js';
import * as m0022 from './0022-link-options.js';
import * as m0023 from './0023-no-referrer.js';
import * as m0024 from './0024-link-tags.js';
import * as m0025 from './0025-link-health.js';
import * as m0026 from './0026-admin-audit-log.js';
import * as m0027 from './0027-imports.js';
import * as m0028 from './0028-forward-query.js';
import * as m0029 from './0029-folders.js';
import * as m0030 from './0030-app-link-files.js';
import * as m0031 from './0031-redirect-rules.js';

/** Every migration, in order. Names are permanent once released: add, never rename. */
export const migrations: Record<string, Migration> = {
  '0001-contact-messages': m0001,
  '0002-accounts': m0002,
  '0003-links': m0003,
  '0004-clicks': m0004,
  '0005-link-list-index': m0005,
  '0006-billing': m0006,
  '0007-enterprise-inquiries': m0007,
  '0008-analytics': m0008,
  '0009-clicks-without-link-index': m0009,
  '0010-link-changes': m0010,
  '0011-click-batches': m0011,
  '0012-one-click-rollup': m0012,
  '0013-takedown': m0013,
  '0014-mail-queue': m0014,
  '0015-custom-domains': m0015,
  '0016-teams': m0016,
  '0017-api-keys': m0017,
  '0018-api-usage': m0018,
  '0019-webhooks': m0019,
  '0020-team-analytics': m0020,
  '0021-api-key-workspaces': m0021,
  '0022-link-options': m0022,
  '0023-no-referrer': m0023,
  '0024-link-tags': m0024,
  '0025-link-health': m0025,
  '0026-admin-audit-log': m0026,
  '0027-imports': m0027,
  '0028-forward-query': m0028,
  '0029-folders': m0029,
  '0030-app-link-files': m0030,
  '0031-redirect-rules': m0031,
};
