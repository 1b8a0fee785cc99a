import type {
  LinkForwardValues,
  LinkOptionValues,
  LinkUpdateValues,
  RedirectType,
} from '@kurz/shared';
import type { CreateLinkInput } from './create-link.js';
import type { EditLinkInput } from './edit-link.js';
import { type LinkLabelFields, linkLabelsOf } from './link-labels.js';
import { linkOptionsOf } from './link-options.js';

/** What a shorten body holds, however it came (the web's, a team's, the API's). */
export interface ShortenFields extends LinkOptionValues, LinkLabelFields, LinkForwardValues {
  full_url: string;
  short_url?: string | null;
  domain?: string | null;
  use_custom_domain?: boolean;
  custom_domain_id?: string | null;
  check_only?: boolean;
  redirect_type?: RedirectType;
}

/** A shorten body as createLink's input. */
export function createInputOf(body: ShortenFields): CreateLinkInput {
  return {
    url: body.full_url,
    code: body.short_url ?? undefined,
    checkOnly: body.check_only,
    domain: body.domain,
    useCustomDomain: body.use_custom_domain,
    customDomainId: body.custom_domain_id,
    redirectType: body.redirect_type,
    options: linkOptionsOf(body),
    labels: linkLabelsOf(body),
    forward: forwardingOf(body),
  };
}

/** Only the query forwarding fields of `body`. */
function forwardingOf(body: LinkForwardValues): LinkForwardValues {
  return { forward_query: body.forward_query, query_precedence: body.query_precedence };
}

/** A link `id` and an update body's fields as editLink's input. */
export function editInputOf(id: string, fields: LinkUpdateValues): EditLinkInput {
  return {
    id,
    url: fields.full_url,
    code: fields.short_url,
    redirectType: fields.redirect_type,
    domain: fields.domain,
    options: linkOptionsOf(fields),
    labels: linkLabelsOf(fields),
    forward: forwardingOf(fields),
    fields: Object.entries(fields).flatMap(([name, value]) =>
      value === undefined || name === 'organization_id' ? [] : [name],
    ),
  };
}
