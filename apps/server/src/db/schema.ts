import type { QueryPrecedence } from '@kurz/shared';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { FoldersTable } from '../folders/folder-table.js';

/**
 * The tables as Kysely sees them, the same on SQLite and PostgreSQL. Times are UTC epoch
 * milliseconds (bigint in PostgreSQL, read back as numbers) so range and bucket
 * arithmetic is identical on both engines.
 */
export interface Database {
  contact_messages: ContactMessagesTable;
  enterprise_inquiries: EnterpriseInquiriesTable;
  users: UsersTable;
  session: SessionTable;
  account: AccountTable;
  links: LinksTable;
  tags: TagsTable;
  link_tags: LinkTagsTable;
  folders: FoldersTable;
  link_changes: LinkChangesTable;
  clicks: ClicksTable;
  click_batches: ClickBatchesTable;
  visitor_salts: VisitorSaltsTable;
  analytics_rollup_state: AnalyticsRollupStateTable;
  analytics_hourly: AnalyticsHourlyTable;
  analytics_breakdowns_hourly: AnalyticsBreakdownsHourlyTable;
  analytics_breakdowns_daily: AnalyticsBreakdownsDailyTable;
  analytics_visitor_days: AnalyticsVisitorDaysTable;
  subscription_plans: SubscriptionPlansTable;
  stripe_events: StripeEventsTable;
  link_reports: LinkReportsTable;
  mail_queue: MailQueueTable;
  custom_domains: CustomDomainsTable;
  organizations: OrganizationsTable;
  organization_members: OrganizationMembersTable;
  invitations: InvitationsTable;
  team_audit_log: TeamAuditLogTable;
  admin_audit_log: AdminAuditLogTable;
  api_keys: ApiKeysTable;
  api_usage: ApiUsageTable;
  api_rate_windows: ApiRateWindowsTable;
  api_idempotency: ApiIdempotencyTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_click_state: WebhookClickStateTable;
  imports: ImportsTable;
}

/** A column that may be left out of an insert (it is then null). */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/**
 * better-auth's user, with Kurz's profile fields. better-auth writes its dates and
 * booleans per engine (ISO text and 0/1 on SQLite, Date and boolean on PostgreSQL):
 * read them through `accounts/user-repository.ts`, which normalises both.
 */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: boolean | number;
  image: string | null;
  created_at: string | Date;
  updated_at: string | Date;
  full_name: string | null;
  avatar_url: string | null;
  subscription_plan: string;
  subscription_status: string | null;
  stripe_customer_id: string | null;
  is_admin: boolean | number;
  /** The Stripe subscription the plan follows (billing/). */
  stripe_subscription_id: string | null;
  /** Epoch ms of the last subscription event applied; older events are ignored. */
  subscription_event_at: number | null;
  /** Takedown (migration 0013): epoch ms when an admin disabled it, null when enabled. */
  disabled_at: Nullable<number>;
  disabled_reason: Nullable<string>;
  /** The admin's user id. */
  disabled_by: Nullable<string>;
}

export interface SessionTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: string | Date;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: number;
  handled_at: number | null;
}

export type ContactMessage = Selectable<ContactMessagesTable>;
export type NewContactMessage = Insertable<ContactMessagesTable>;

export interface EnterpriseInquiriesTable {
  id: string;
  first_name: string;
  last_name: string;
  company_name: string;
  business_email: string;
  phone_number: string;
  job_title: string;
  company_size: string;
  primary_use_case: string;
  country: string;
  additional_info: string | null;
  created_at: number;
  handled_at: number | null;
}

export type EnterpriseInquiry = Selectable<EnterpriseInquiriesTable>;
export type NewEnterpriseInquiry = Insertable<EnterpriseInquiriesTable>;

export interface AccountTable {
  id: string;
  user_id: string;
  provider_id: string;
}

export type RedirectType = 301 | 302 | 307 | 308;

export interface LinksTable {
  id: string;
  /** The short host the code lives on (a SHORT_DOMAINS entry or a verified custom domain). */
  domain: string;
  code: string;
  url: string;
  user_id: string | null;
  org_id: string | null;
  custom_domain_id: string | null;
  redirect_type: RedirectType;
  created_at: number;
  updated_at: number;
  /** Takedown (migration 0013): epoch ms when an admin disabled it, null when enabled. */
  disabled_at: Nullable<number>;
  disabled_reason: Nullable<string>;
  /** The admin's user id. */
  disabled_by: Nullable<string>;
  /** Expiry (migration 0022): epoch ms, a click limit and where visitors go afterwards. */
  expires_at: Nullable<number>;
  max_clicks: Nullable<number>;
  /** Clicks forwarded while `max_clicks` was set, counted as they happen. */
  clicks_counted: ColumnType<number, number | undefined, number>;
  expired_url: Nullable<string>;
  /** A visitor types this password first (better-auth's scrypt hash); null for none. */
  password_hash: Nullable<string>;
  /**
   * Ordered redirect rules (migration 0031), JSON, null for none. 0022's `ios_url`,
   * `android_url` and `geo_targets` columns stay in the table, emptied into these rules.
   */
  redirect_rules: Nullable<string>;
  /** The social preview served to link-preview bots (null: none). */
  og_title: Nullable<string>;
  og_description: Nullable<string>;
  og_image: Nullable<string>;
  /** Link health (migration 0025): 1 when opted into the daily check of the destination. */
  health_check: ColumnType<number, number | undefined, number>;
  /** The last check's result ('ok' or 'broken', a detail such as `404`), null until checked. */
  health_status: Nullable<'ok' | 'broken'>;
  health_detail: Nullable<string>;
  health_checked_at: Nullable<number>;
  /** When the owner was mailed about the current breakage; cleared when it recovers. */
  health_notified_at: Nullable<number>;
  /** 1: the redirect sends `Referrer-Policy: no-referrer` (migration 0023). */
  no_referrer: ColumnType<number, number | undefined, number>;
  /** The destination's page title, fetched or typed (migration 0024); null for none. */
  title: Nullable<string>;
  /** Imported from another shortener (migration 0027): its click total and creation time. */
  imported_clicks: Nullable<number>;
  imported_created_at: Nullable<number>;
  /** 1: the visitor's query string goes on to the destination (migration 0028). */
  forward_query: ColumnType<number, number | undefined, number>;
  /** Whose parameter wins when both name it. */
  query_precedence: ColumnType<QueryPrecedence, QueryPrecedence | undefined, QueryPrecedence>;
  /** Folders, notes and archive (migration 0029): none changes where the link redirects. */
  folder_id: Nullable<string>;
  notes: Nullable<string>;
  /** Epoch ms when archived (hidden from the default list); null when not. */
  archived_at: Nullable<number>;
}

/** A workspace's tag (migration 0024): a person's own (`user_id`) or a team's (`org_id`). */
export interface TagsTable {
  id: string;
  user_id: string | null;
  org_id: string | null;
  name: string;
  /** `name` lower-cased: unique per workspace. */
  name_key: string;
  created_at: number;
}

export interface LinkTagsTable {
  link_id: string;
  tag_id: string;
}

/** An API key (migration 0017): the key itself is never stored, only its SHA-256 (hex). */
export interface ApiKeysTable {
  id: string;
  user_id: string;
  /** The team the key acts in; null for its owner's personal workspace (migration 0021). */
  org_id: Nullable<string>;
  name: string;
  prefix: string;
  key_hash: string;
  /** Comma-separated API_SCOPES. */
  scopes: string;
  created_at: number;
  last_used_at: Nullable<number>;
  revoked_at: Nullable<number>;
}
export type ApiKey = Selectable<ApiKeysTable>;

/** API calls per key per UTC day (migration 0018). */
export interface ApiUsageTable {
  key_id: string;
  user_id: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  calls: ColumnType<number, number | undefined, number>;
  /** Answered 429 (a limit). */
  refused: ColumnType<number, number | undefined, number>;
}

/** API calls per key per fixed minute window (migration 0018); old windows are pruned. */
export interface ApiRateWindowsTable {
  key_id: string;
  /** Epoch ms, a multiple of 60,000. */
  window_start: number;
  calls: number;
}

/** The first answer to an Idempotency-Key (migration 0018); status 0 while under way. */
export interface ApiIdempotencyTable {
  key_id: string;
  idempotency_key: string;
  request_hash: string;
  status: number;
  content_type: Nullable<string>;
  body: Nullable<string>;
  created_at: number;
}

/** A team workspace (migration 0016); times are epoch ms. */
export interface OrganizationsTable {
  id: string;
  name: string;
  slug: string;
  description: Nullable<string>;
  logo_url: Nullable<string>;
  subscription_plan: ColumnType<string, string | undefined, string>;
  max_members: ColumnType<number, number | undefined, number>;
  max_urls: ColumnType<number, number | undefined, number>;
  max_domains: ColumnType<number, number | undefined, number>;
  created_by: Nullable<string>;
  created_at: number;
  updated_at: number;
}
export type Organization = Selectable<OrganizationsTable>;

export interface OrganizationMembersTable {
  id: string;
  org_id: string;
  user_id: string;
  /** owner, admin, manager, member or viewer (TEAM_ROLES). */
  role: string;
  status: ColumnType<string, string | undefined, string>;
  invited_by: Nullable<string>;
  invited_at: Nullable<number>;
  joined_at: number;
}
export type OrganizationMember = Selectable<OrganizationMembersTable>;

/** The token itself is never stored: only its SHA-256, hex. */
export interface InvitationsTable {
  id: string;
  org_id: string;
  /** Lower-case; only this address may accept. */
  email: string;
  role: string;
  token_hash: string;
  invited_by: Nullable<string>;
  /** pending, accepted, declined or cancelled. */
  status: ColumnType<string, string | undefined, string>;
  decline_reason: Nullable<string>;
  created_at: number;
  expires_at: number;
  answered_at: Nullable<number>;
}
export type Invitation = Selectable<InvitationsTable>;

export interface TeamAuditLogTable {
  id: string;
  org_id: string;
  actor_id: Nullable<string>;
  action: string;
  target: Nullable<string>;
  /** JSON. */
  details: Nullable<string>;
  created_at: number;
}

/** What an admin did to a user (migration 0026); times are epoch ms. */
export interface AdminAuditLogTable {
  id: string;
  actor_id: string;
  actor_email: string;
  /** user.plan_changed, user.disabled or user.enabled. */
  action: string;
  target_id: string;
  target_email: string;
  /** JSON. */
  details: Nullable<string>;
  created_at: number;
}

/** A customer's own host (migration 0015); times are epoch ms. */
export interface CustomDomainsTable {
  id: string;
  user_id: string;
  org_id: Nullable<string>;
  /** ASCII (punycode), lower-case, no trailing dot. */
  domain: string;
  verification_token: string;
  created_at: number;
  /** Null while pending; set when the proof was seen, cleared when a grace period ran out. */
  verified_at: Nullable<number>;
  last_checked_at: Nullable<number>;
  /** A verified domain whose proof was missing at a daily check, since then. */
  proof_missing_since: Nullable<number>;
  /** When its owner was mailed about the missing proof (once per lapse). */
  owner_notified_at: Nullable<number>;
  /** 1: new links on it forward the visitor's query string unless they say otherwise. */
  forward_query: ColumnType<number, number | undefined, number>;
  /** Served as /.well-known/apple-app-site-association (JSON text; migration 0030). */
  apple_app_site_association: Nullable<string>;
  /** Served as /.well-known/assetlinks.json (JSON text). */
  android_asset_links: Nullable<string>;
}
export type CustomDomain = Selectable<CustomDomainsTable>;

/** Written by triggers on `links` (migration 0010), read by every process's redirect cache. */
export interface LinkChangesTable {
  id: Generated<number>;
  domain: string;
  code: string;
  changed_at: number;
}

export type Link = Selectable<LinksTable>;
export type NewLink = Insertable<LinksTable>;

export interface ClicksTable {
  id: Generated<number>;
  link_id: string;
  clicked_at: number;
  referrer_host: string | null;
  country: string | null;
  browser: string | null;
  os: string | null;
  device: string | null;
  /** 0 or 1 on both engines. */
  is_bot: number;
  is_qr: number;
  visitor_hash: string;
}

export type NewClick = Insertable<ClicksTable>;

/** Batches of clicks written (migration 0011): a batch sent twice is stored once. */
/** Mail the SMTP server did not take yet (mail/mail-queue.ts). Times in epoch ms. */
export interface MailQueueTable {
  id: string;
  /** The rendered MailMessage, as JSON. */
  message: string;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
}

export interface ClickBatchesTable {
  id: string;
  /** Epoch milliseconds. */
  written_at: number;
}

export interface VisitorSaltsTable {
  /** UTC day number (epoch days). */
  day: number;
  salt: string;
}

/** Analytics rollups (migration 0008); see analytics/README.md. */
export interface AnalyticsRollupStateTable {
  id: string;
  /** Every click with an id up to this one is counted in the rollups. */
  last_click_id: number;
  updated_at: number;
}

export interface AnalyticsHourlyTable {
  /** 'link:<id>' or 'user:<id>'. */
  scope: string;
  /** Start of the UTC hour, epoch milliseconds. */
  hour: number;
  clicks: number;
  human_clicks: number;
  qr_clicks: number;
  /** Visitors whose first click of the UTC day on this link fell in this hour. */
  visitors: number;
}

export interface AnalyticsBreakdownsHourlyTable {
  /** 'link:<id>' or 'user:<id>'. */
  scope: string;
  hour: number;
  dimension: string;
  value: string;
  clicks: number;
}

export interface AnalyticsBreakdownsDailyTable {
  /** 'link:<id>' or 'user:<id>'. */
  scope: string;
  /** Start of the UTC day, epoch milliseconds. */
  day: number;
  dimension: string;
  value: string;
  clicks: number;
}

export interface AnalyticsVisitorDaysTable {
  /** UTC day number (epoch days), as in visitor_salts. */
  day: number;
  link_id: string;
  visitor_hash: string;
}

export interface SubscriptionPlansTable {
  id: string;
  name: string;
  description: string;
  /** Cents; null for a plan priced per customer (enterprise). */
  price_monthly: number | null;
  price_yearly: number | null;
  /** JSON: the plan's flags and limits, and `lines` for its card. */
  features: string;
  /** 0 or 1 on both engines. */
  active: number;
}

/** Stripe events already applied: a webhook delivered twice changes nothing the second time. */
export interface StripeEventsTable {
  id: string;
  type: string;
  created_at: number;
  processed_at: number;
}

/** The public 'report this link' form (migration 0013), a third kind of the admin inbox. */
export interface LinkReportsTable {
  id: string;
  /** As the reporter typed it. */
  short_url: string;
  /** The link it named when reported; null when it named none. */
  link_id: string | null;
  reason: string;
  details: string;
  email: string | null;
  created_at: number;
  handled_at: number | null;
}

export type LinkReport = Selectable<LinkReportsTable>;

/** A workspace's webhook receiver (migration 0019); times are epoch ms. */
export interface WebhookEndpointsTable {
  id: string;
  /** The creator, mailed when the endpoint is disabled after failing. */
  user_id: string;
  /** The team; null for the creator's personal workspace. */
  org_id: Nullable<string>;
  url: string;
  description: string;
  /** `whsec_` + base64 of 24 random bytes; kept to sign every delivery. */
  secret: string;
  /** JSON array of WEBHOOK_EVENTS. */
  events: string;
  disabled_at: Nullable<number>;
  disabled_reason: Nullable<string>;
  created_at: number;
  updated_at: number;
}
export type WebhookEndpoint = Selectable<WebhookEndpointsTable>;

/** The webhook queue and delivery log (migration 0019); times are epoch ms. */
export interface WebhookDeliveriesTable {
  /** `msg_…`, sent as `webhook-id`. */
  id: string;
  endpoint_id: string;
  event_type: string;
  /** The exact JSON body sent. */
  payload: string;
  /** pending, delivered or failed. */
  status: string;
  attempts: number;
  next_attempt_at: number;
  /** When the retry window of 3 days started (a replay starts it again). */
  first_attempt_at: Nullable<number>;
  last_attempt_at: Nullable<number>;
  response_status: Nullable<number>;
  last_error: Nullable<string>;
  created_at: number;
  delivered_at: Nullable<number>;
}
export type WebhookDelivery = Selectable<WebhookDeliveriesTable>;
export type NewWebhookDelivery = Insertable<WebhookDeliveriesTable>;

/** The last click id handed to `link.clicked` deliveries (migration 0019). */
export interface WebhookClickStateTable {
  id: string;
  last_click_id: number;
  updated_at: number;
}

export type ImportStatus = 'queued' | 'running' | 'done' | 'failed';

/** An import from another shortener's service (migration 0027). */
export interface ImportsTable {
  id: string;
  /** Who asked; the job acts as them, in the team `org_id` names (null: personal). */
  user_id: string;
  org_id: string | null;
  /** The API key that asked, if any. */
  key_id: string | null;
  source: string;
  base_url: string;
  /** The source's key; null once the job ended. */
  api_key: string | null;
  /** JSON: source domain → Kurz domain. */
  domain_map: string;
  status: ImportStatus;
  /** JSON: the source's position to resume from; null before the first page. */
  cursor: string | null;
  total: number | null;
  created: ColumnType<number, number | undefined, number>;
  existing: ColumnType<number, number | undefined, number>;
  conflicts: ColumnType<number, number | undefined, number>;
  refused: ColumnType<number, number | undefined, number>;
  errors: ColumnType<number, number | undefined, number>;
  /** Why the job failed (or the last link's trouble), for people. */
  message: string | null;
  lease_until: number | null;
  /** The process holding the lease (a random token per process). */
  runner: string | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}
export type ImportJob = Selectable<ImportsTable>;
