import { describe, expect, it } from 'vitest';
import { browserOf, deviceOf, osOf, preferredLanguage } from './user-agent.js';

const AGENTS = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsOpera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/109.0.0.0',
};

describe('user agents', () => {
  it.each([
    [
      'an iPhone',
      AGENTS.iphone,
      { isIos: true, isAndroid: false, isTablet: false, isPhone: true },
      'ios',
      'safari',
    ],
    [
      'an iPad',
      AGENTS.ipad,
      { isIos: true, isAndroid: false, isTablet: true, isPhone: false },
      'ios',
      'chrome',
    ],
    [
      'an Android phone',
      AGENTS.androidPhone,
      { isIos: false, isAndroid: true, isTablet: false, isPhone: true },
      'android',
      'samsung',
    ],
    [
      'an Android tablet',
      AGENTS.androidTablet,
      { isIos: false, isAndroid: true, isTablet: true, isPhone: false },
      'android',
      'chrome',
    ],
    [
      'Edge on Windows',
      AGENTS.windowsEdge,
      { isIos: false, isAndroid: false, isTablet: false, isPhone: false },
      'windows',
      'edge',
    ],
    [
      'Safari on a Mac',
      AGENTS.macSafari,
      { isIos: false, isAndroid: false, isTablet: false, isPhone: false },
      'macos',
      'safari',
    ],
    [
      'Firefox on Linux',
      AGENTS.linuxFirefox,
      { isIos: false, isAndroid: false, isTablet: false, isPhone: false },
      'linux',
      'firefox',
    ],
    [
      'a Chromebook',
      AGENTS.chromebook,
      { isIos: false, isAndroid: false, isTablet: false, isPhone: false },
      'chromeos',
      'chrome',
    ],
    [
      'Opera on Windows',
      AGENTS.windowsOpera,
      { isIos: false, isAndroid: false, isTablet: false, isPhone: false },
      'windows',
      'opera',
    ],
  ])('reads %s', (_name, agent, device, os, browser) => {
    expect(deviceOf(agent)).toEqual(device);
    expect(osOf(agent)).toBe(os);
    expect(browserOf(agent)).toBe(browser);
  });

  it.each([
    ['the first of equal preference', 'de-AT,de;q=0.9,en;q=0.5', 'de'],
    ['the highest q, wherever it is', 'fr;q=0.4, it-IT', 'it'],
    ['lower case', 'EN-gb', 'en'],
    ['none for a wildcard only', '*', null],
    ['none for an empty header', '', null],
    ['none when every q is zero', 'de;q=0', null],
  ])('takes %s as the preferred language', (_name, header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });
});
