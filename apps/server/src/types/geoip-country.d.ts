// geoip-country ships no types; this is the part Kurz uses.
declare module 'geoip-country' {
  interface Lookup {
    country: string;
  }
  const geoip: { lookup(ip: string): Lookup | null };
  export default geoip;
}
