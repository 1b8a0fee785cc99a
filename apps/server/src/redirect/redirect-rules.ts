import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { RedirectRule, RuleCondition } from '@kurz/shared';
import { browserOf, type Device, deviceOf, osOf, preferredLanguage } from './user-agent.js';

/**
 * A link's redirect rules, compiled once when the link enters the redirect cache: address
 * ranges as BlockLists, instants as numbers, each rule's country condition last (its
 * lookup is the one that costs).
 */
export interface CompiledRules {
  readonly rules: readonly CompiledRule[];
  /** Some rule asks the visitor's country: answering may wait for the lookup. */
  readonly needsCountry: boolean;
  /** The rules as stored, to tell a reloaded link's rules from its old ones. */
  readonly source: string;
}

interface CompiledRule {
  readonly conditions: readonly Compiled[];
  readonly url: string;
}

type Compiled =
  | Exclude<RuleCondition, { type: 'ip' | 'after' | 'before' }>
  | { type: 'ip'; value: BlockList }
  | { type: 'after'; value: number }
  | { type: 'before'; value: number };

export function compileRules(source: string): CompiledRules {
  const rules = JSON.parse(source) as RedirectRule[];
  const compiled = rules.map(({ conditions, url }) => ({
    url,
    conditions: conditions
      .map(compileCondition)
      .sort((a, b) => Number(a.type === 'country') - Number(b.type === 'country')),
  }));
  const needsCountry = rules.some(({ conditions }) => conditions.some((c) => c.type === 'country'));
  return { rules: compiled, needsCountry, source };
}

function compileCondition(condition: RuleCondition): Compiled {
  switch (condition.type) {
    case 'ip': {
      const [network = '', prefix] = condition.value.split('/');
      const list = new BlockList();
      list.addSubnet(network, Number(prefix), isIPv4(network) ? 'ipv4' : 'ipv6');
      return { type: 'ip', value: list };
    }
    case 'after':
      return { type: 'after', value: Date.parse(condition.value) };
    case 'before':
      return { type: 'before', value: Date.parse(condition.value) };
    default:
      return condition;
  }
}

/** What the request says, read as rules ask for it: a visit answered early reads nothing. */
export interface VisitFacts {
  readonly userAgent: string | undefined;
  readonly acceptLanguage: string | undefined;
  /** The request's path and query. */
  readonly url: string;
  /** Epoch ms of the click. */
  readonly at: number;
  address(): string;
}

/** A visit's facts, each worked out once, when a condition first needs it. */
export class Visit {
  #device: Device | undefined;
  #os: string | null | undefined;
  #browser: string | null | undefined;
  #language: string | null | undefined;
  #query: URLSearchParams | undefined;
  #address: string | undefined;
  /** Undefined until looked up; null when the address has no known country. */
  country: string | null | undefined;

  constructor(readonly facts: VisitFacts) {}

  get device(): Device {
    this.#device ??= deviceOf(this.facts.userAgent ?? '');
    return this.#device;
  }
  get os(): string | null {
    if (this.#os === undefined) this.#os = osOf(this.facts.userAgent ?? '');
    return this.#os;
  }
  get browser(): string | null {
    if (this.#browser === undefined) this.#browser = browserOf(this.facts.userAgent ?? '');
    return this.#browser;
  }
  get language(): string | null {
    if (this.#language === undefined)
      this.#language = preferredLanguage(this.facts.acceptLanguage ?? '');
    return this.#language;
  }
  get query(): URLSearchParams {
    if (!this.#query) {
      const { url } = this.facts;
      const at = url.indexOf('?');
      this.#query = new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
    }
    return this.#query;
  }
  /** The client address, IPv4-mapped IPv6 written as IPv4. */
  get address(): string {
    this.#address ??= this.facts.address().replace(/^::ffff:(?=\d+\.)/, '');
    return this.#address;
  }
}

/** Returned while a reached country condition waits for the visit's country. */
export const NEEDS_COUNTRY = Symbol('needs country');

/**
 * The URL of the first rule whose conditions all hold; undefined when none does (the
 * link's own URL then). NEEDS_COUNTRY when the answer turns on a country not looked up yet.
 */
export function firstMatch(
  compiled: CompiledRules,
  visit: Visit,
): string | undefined | typeof NEEDS_COUNTRY {
  for (const rule of compiled.rules) {
    let holdsAll = true;
    for (const condition of rule.conditions) {
      if (condition.type === 'country' && visit.country === undefined) return NEEDS_COUNTRY;
      if (!holds(condition, visit)) {
        holdsAll = false;
        break;
      }
    }
    if (holdsAll) return rule.url;
  }
  return undefined;
}

function holds(condition: Compiled, visit: Visit): boolean {
  switch (condition.type) {
    case 'device': {
      const { isIos, isAndroid, isTablet, isPhone } = visit.device;
      if (condition.value === 'ios') return isIos;
      if (condition.value === 'android') return isAndroid;
      if (condition.value === 'tablet') return isTablet;
      if (condition.value === 'mobile') return isPhone;
      return !isTablet && !isPhone;
    }
    case 'os':
      return visit.os === condition.value;
    case 'browser':
      return visit.browser === condition.value;
    case 'language':
      return visit.language === condition.value;
    case 'country':
      return visit.country === condition.value;
    case 'query': {
      const { name, value } = condition.value;
      const { query } = visit;
      return value === undefined ? query.has(name) : query.getAll(name).includes(value);
    }
    case 'ip': {
      const { address } = visit;
      if (isIPv4(address)) return condition.value.check(address, 'ipv4');
      return isIPv6(address) && condition.value.check(address, 'ipv6');
    }
    case 'after':
      return visit.facts.at >= condition.value;
    case 'before':
      return visit.facts.at < condition.value;
  }
}
