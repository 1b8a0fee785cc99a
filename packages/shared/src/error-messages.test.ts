import { describe, expect, it } from 'vitest';
import {
  authErrorMessage,
  linkEditErrorMessage,
  shortenErrorMessage,
  statusFallbackMessage,
} from './error-messages.js';

describe('shortenErrorMessage', () => {
  it.each([
    [
      'Invalid URL or not accessible',
      "The URL you entered is not accessible. Please check that it's correct and try again.",
    ],
    [
      'Short URL already exists',
      'This custom short URL is already taken. Please choose a different one.',
    ],
    ['full_url is required', 'Please enter a URL to shorten.'],
    [
      'Server configuration error',
      "We're experiencing technical difficulties. Please try again in a moment.",
    ],
    [
      'Unable to generate unique short code',
      'Unable to generate a unique short code. Please try again.',
    ],
    ['Something else entirely', 'Something else entirely'],
  ])('maps "%s"', (serverText, message) => {
    expect(shortenErrorMessage(serverText)).toBe(message);
  });
});

describe('statusFallbackMessage', () => {
  it.each([
    [400, 'There was an issue with your request. Please check your URL and try again.'],
    [429, 'Too many requests. Please wait a moment and try again.'],
    [500, "We're experiencing server issues. Please try again in a moment."],
    [502, 'Error 502: Unable to shorten URL. Please try again.'],
  ])('%i', (status, message) => {
    expect(statusFallbackMessage(status)).toBe(message);
  });
});

describe('authErrorMessage', () => {
  it.each([
    ['Invalid email', 'Please enter a valid email address.'],
    ['invalid email ', 'Please enter a valid email address.'],
    ['Invalid email or password', 'Invalid email or password'],
    ['User already exists', 'User already exists'],
  ])('maps "%s"', (serverText, message) => {
    expect(authErrorMessage(serverText)).toBe(message);
  });
});

describe('linkEditErrorMessage', () => {
  it.each([
    ['ios_url: The URL must start with http', 'iPhone and iPad URL: The URL must start with http'],
    ['fields.geo_targets.DE: Invalid URL', 'By country (DE): Invalid URL'],
    ['max_clicks must be at least 1', 'Expires after (clicks) must be at least 1'],
    [
      'rules[2].conditions[0].value: must be a CIDR range',
      'Redirect rule 3, condition 1: must be a CIDR range',
    ],
    ['fields.rules[0].url: Invalid URL', 'Redirect rule 1: Invalid URL'],
    ['og_title: at most 200 characters', 'Preview title: at most 200 characters'],
    [
      'password must be at least 4 characters; og_image: Invalid URL',
      'Link password must be at least 4 characters; Preview image URL: Invalid URL',
    ],
    [
      'Short URL already exists',
      'This custom short URL is already taken. Please choose a different one.',
    ],
    ['Something else entirely', 'Something else entirely'],
  ])('maps "%s"', (serverText, message) => {
    expect(linkEditErrorMessage(serverText)).toBe(message);
  });
});
