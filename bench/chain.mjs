// The critical chain of a page load, from its request timeline (Resource Timing, the page itself first):
// the longest run of requests each made after the one before it had answered. At a stated latency per
// request an unrelated request is not made inside another's round trip, so the count is the same on a busy
// machine and a quiet one. Counted twice: by when the page asked for each request (what HTTP/2 gives: only
// real dependencies), and by when it went on the wire (HTTP/1.1's six connections make later waves).

/**
 * @typedef {{name: string, startTime: number, requestStart: number, responseStart: number, responseEnd: number,
 *   transferSize?: number, initiatorType?: string}} Timed
 */

/**
 * Each request's depth: 1 for the page; else one more than the deepest request that had answered when it
 * was made (`by`: 'asked', its startTime; 'wire', its requestStart where the browser exposes it).
 * @param {Timed[]} requests the page's navigation entry first
 * @param {'asked' | 'wire'} by
 * @returns {{depth: number[], parent: number[]}} per request, its depth and the request before it (-1: none)
 */
export function depths(requests, by = 'asked') {
  const at = (/** @type {number} */ i) => {
    const r = /** @type {Timed} */ (requests[i]);
    return by === 'wire' && r.requestStart > 0 ? r.requestStart : r.startTime;
  };
  const end = (/** @type {number} */ i) => /** @type {Timed} */ (requests[i]).responseEnd;
  const order = requests.map((_, i) => i).sort((a, b) => at(a) - at(b));
  const depth = requests.map(() => 1);
  const parent = requests.map(() => -1);
  for (const i of order) {
    for (const j of order) {
      if (j === i || end(j) > at(i)) continue;
      if ((depth[j] ?? 1) + 1 > (depth[i] ?? 1)) {
        depth[i] = (depth[j] ?? 1) + 1;
        parent[i] = j;
      }
    }
  }
  return { depth, parent };
}

/**
 * Round trips to `target` requests (their deepest), and that chain's requests (indexes, first to last).
 * @param {Timed[]} requests
 * @param {(r: Timed) => boolean} target the requests the figure is for (the data and the code that shows it)
 * @param {'asked' | 'wire'} by
 */
export function criticalChain(requests, target, by = 'asked') {
  const { depth, parent } = depths(requests, by);
  let last = -1;
  requests.forEach((r, i) => {
    if (target(r) && (last < 0 || (depth[i] ?? 1) > (depth[last] ?? 1))) last = i;
  });
  /** @type {number[]} */
  const chain = [];
  for (let i = last; i >= 0; i = parent[i] ?? -1) chain.unshift(i);
  return { roundTrips: chain.length, chain };
}

/**
 * The files only deferred mount points need (`data-widget-defer`: they load when they near the viewport, not
 * with the page's first wave), from the page's locale's manifest (shared/loader/manifest.ts): its widgets'
 * static closures, less what a first-wave widget needs too. A deferred point the first render brings near
 * the viewport asks for its files before the widgets are ready, a round trip after the first wave: no
 * first-wave widget's data waits for them.
 * @param {{files: string[], widgets: Record<string, number[]>}} manifest
 * @param {string} url an address in the folder its files are relative to
 * @param {string[]} first the first wave's widget names
 * @param {string[]} deferred the deferred mount points' widget names
 * @returns {Set<string>} absolute addresses
 */
export function deferredOnly(manifest, url, first, deferred) {
  const files = (/** @type {string[]} */ names) =>
    names.flatMap((name) => (manifest.widgets[name] ?? []).map((i) => new URL(manifest.files[i] ?? '', url).href));
  const needed = new Set(files(first));
  return new Set(files(deferred).filter((file) => !needed.has(file)));
}
