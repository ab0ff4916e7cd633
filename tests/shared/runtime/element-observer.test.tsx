import { afterEach, describe, expect, it } from 'vitest';
import { matchingIn, observeElements } from '../../../shared/runtime/element-observer';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** Watches the document for `[data-x]`; the reports as `added x` / `removed x` by each element's data-x. */
function watch() {
  const reports: string[] = [];
  const said = (what: string) => (el: HTMLElement) => reports.push(`${what} ${el.dataset.x}`);
  stops.push(observeElements(document, '[data-x]', { added: said('added'), removed: said('removed') }));
  return reports;
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('matchingIn', () => {
  it('finds the matches in a subtree, the root itself first, in document order', () => {
    document.body.innerHTML =
      '<section data-x="a"><p data-x="b"></p><div><i data-x="c"></i></div></section><p data-x="d"></p>';
    const section = document.querySelector('section')!;
    expect(matchingIn(section, '[data-x]').map((el) => el.dataset.x)).toEqual(['a', 'b', 'c']);
    expect(matchingIn(document, '[data-x]').map((el) => el.dataset.x)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('observeElements', () => {
  it('reports the matches in an added subtree and the node itself, not the other nodes', async () => {
    document.body.innerHTML = '<main></main>';
    const reports = watch();
    const section = document.createElement('section');
    section.innerHTML = '<p data-x="inner"></p><p>plain</p>';
    const own = document.createElement('div');
    own.dataset.x = 'own';
    document.querySelector('main')!.append(section, own, document.createTextNode('text'));
    await settled();
    expect(reports).toEqual(['added inner', 'added own']);
  });

  it('reports the matches of a removed subtree; an element moved within the document is not removed', async () => {
    document.body.innerHTML =
      '<main><section><p data-x="gone"></p></section><div data-x="moved"></div></main><aside></aside>';
    const reports = watch();
    document.querySelector('section')!.remove();
    document.querySelector('aside')!.append(document.querySelector('[data-x="moved"]')!);
    await settled();
    expect(reports).toEqual(['removed gone', 'added moved']);
  });

  it('reports nothing after its stop', async () => {
    document.body.innerHTML = '<main></main>';
    const reports = watch();
    stops.pop()!();
    document.querySelector('main')!.innerHTML = '<p data-x="late"></p>';
    await settled();
    expect(reports).toEqual([]);
  });
});
