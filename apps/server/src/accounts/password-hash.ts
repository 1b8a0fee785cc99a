import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * better-auth's scrypt parameters and `salt:key` hex format, so every stored hash stays
 * valid; hashed by Node's own scrypt, which runs on libuv's thread pool at native speed
 * instead of in JavaScript on the thread that serves requests and redirects.
 */
const COST = { N: 16_384, r: 16, p: 1, maxmem: 128 * 16_384 * 16 * 2 };
const KEY_LENGTH = 64;

function deriveKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, COST, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A password's hash for the users' and links' password columns. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${(await deriveKey(password, salt)).toString('hex')}`;
}

/** Whether `password` is the one `hash` was made from; false for a malformed hash. */
export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const [salt, key] = hash.split(':');
  if (!salt || !key || !/^[0-9a-f]{128}$/.test(key)) return false;
  return timingSafeEqual(await deriveKey(password, salt), Buffer.from(key, 'hex'));
}
