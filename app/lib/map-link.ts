/**
 * A place's coordinates read from a Google Maps link as people copy it (from the address bar, or
 * Share → Copy link on a computer), without asking the network: the forms below carry the numbers
 * in the address itself. A short link (maps.app.goo.gl) carries only a code that Google resolves, so
 * it cannot be read here. Two numbers typed as they are ("25.61, 85.14") are taken too. Knows nothing
 * of any school: safe for the browser.
 */

export type MapLinkReading =
  | { kind: 'coordinates'; latitude: number; longitude: number }
  /** maps.app.goo.gl or goo.gl/maps: only Google can tell where it leads. */
  | { kind: 'shortLink' }
  /** Not a Google Maps address (nor two numbers). */
  | { kind: 'notMapLink' }
  /** A Google Maps address without a position in it (a search by name, the map's home). */
  | { kind: 'noCoordinates' }
  /** Numbers where a position should be, but off the globe (latitude beyond ±90, longitude beyond ±180). */
  | { kind: 'outOfRange' };

const number = String.raw`([-+]?\d{1,3}(?:\.\d+)?)`;
/** Two numbers typed as they are: "25.61, 85.14". */
const typedPair = new RegExp(String.raw`^${number}\s*,\s*${number}$`);
/** A parameter's position: "25.6,85.1", maybe "loc:" before it (older links) and a zoom or a name after it. */
const pair = new RegExp(String.raw`^(?:loc:)?\s*${number}\s*,\s*\+?${number}(?:[,\s(].*)?$`);
/** The pin of a place: `!3d25.6!4d85.1` in the `data=` part of a place's address. */
const pin = new RegExp(String.raw`!3d${number}!4d${number}`);
/** The map's view: `/@25.6,85.1,17z` (or `…,500m`, `…,3a`) in the path. */
const view = new RegExp(String.raw`/@${number},${number}(?:,|$|/|\?)`);
/** The query parameters that hold a position, in the order a place's own beats the view's. */
const positionParameters = ['query', 'q', 'destination', 'daddr', 'll', 'sll', 'center', 'viewpoint'] as const;

function coordinates(latitudeText: string, longitudeText: string): MapLinkReading {
  const latitude = Number(latitudeText);
  const longitude = Number(longitudeText);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return { kind: 'noCoordinates' };
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return { kind: 'outOfRange' };
  return { kind: 'coordinates', latitude, longitude };
}

/** A part of an address with its %-escapes undone; as it is when they are broken. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Whether a host is Google's: google.com, www.google.co.in, maps.google.com, … */
function isGoogleHost(host: string): boolean {
  return /(^|\.)google\.[a-z]{2,3}(\.[a-z]{2})?$/.test(host);
}

/** What a pasted text says of a place: its coordinates, or why there are none. */
export function readMapLink(text: string): MapLinkReading {
  const pasted = text.trim();
  const typed = typedPair.exec(pasted);
  if (typed) return coordinates(typed[1]!, typed[2]!);
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(pasted) ? pasted : `https://${pasted}`);
  } catch {
    return { kind: 'notMapLink' };
  }
  const host = url.hostname.toLowerCase();
  if (host === 'maps.app.goo.gl' || (host === 'goo.gl' && url.pathname.startsWith('/maps')) || host === 'g.co') return { kind: 'shortLink' };
  if (!['http:', 'https:'].includes(url.protocol) || !isGoogleHost(host)) return { kind: 'notMapLink' };
  if (!host.startsWith('maps.') && !url.pathname.startsWith('/maps')) return { kind: 'notMapLink' };
  const whole = decoded(url.pathname) + decoded(url.hash);
  const placePin = pin.exec(whole) ?? pin.exec(decoded(url.search));
  if (placePin) return coordinates(placePin[1]!, placePin[2]!);
  for (const name of positionParameters) {
    const value = url.searchParams.get(name);
    const found = value === null ? null : pair.exec(value.trim());
    if (found) return coordinates(found[1]!, found[2]!);
  }
  // A search or a place: `/maps/search/25.6,+85.1` or `/maps/place/25.6,85.1`.
  const inPath = new RegExp(String.raw`/maps/(?:search|place|dir)/(?:[^/]*/)*?${number},\s*\+?${number}(?:/|$|,)`).exec(whole);
  if (inPath) return coordinates(inPath[1]!, inPath[2]!);
  const mapView = view.exec(whole);
  if (mapView) return coordinates(mapView[1]!, mapView[2]!);
  return { kind: 'noCoordinates' };
}

/** A position as a Google Maps link that `readMapLink` reads back: what the settings screen shows. */
export function mapLinkOf(latitude: number, longitude: number): string {
  return `https://www.google.com/maps?q=${latitude},${longitude}`;
}
