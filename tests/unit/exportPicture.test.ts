// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composePicture, escapeXml, fitText, svgBody, type PictureInput } from '../../src/model/export';
import { embedUrl, fullViewUrl, iframeSnippet } from '../../src/model/view';
import { defaultView } from '../../src/model/view';


/** Parses as XML; a document that does not parse fails the test with the parser's message. */
function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const error = doc.querySelector('parsererror');
  if (error) throw new Error(`not well-formed: ${error.textContent}`);
  return doc;
}

// The shape src/graph/svgOfCy.ts writes: a sized root, defs, one group of drawing.
const layer = (w: number, h: number, text: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}"><defs/><g><text x="10" y="10">${text}</text></g></svg>`;

const input = (over: Partial<PictureInput> = {}): PictureInput => ({
  width: 1000,
  height: 600,
  crop: { x1: 0, y1: 0, x2: 580, y2: 600 },
  layers: [{ svg: layer(1000, 600, 'IL-0034') }, { svg: layer(1000, 600, 'IL-0203'), veil: 'rgba(255, 255, 255, 0.9)' }],
  background: '#ffffff',
  text: '#1f2328',
  muted: '#59636e',
  legend: [
    { label: 'Case', colour: '#3b6fd8', shape: 'circle' },
    { label: 'Component', colour: '#1f8f6a', shape: 'square' },
    { label: 'Root cause', colour: '#d9822b', shape: 'diamond' },
    { label: 'Related cases', colour: '#8a4fd3', shape: 'line' },
  ],
  caption: ['IL-0034 · Kubernetes nodes went NotReady', 'Bundled library · 1 December 2026'],
  title: 'IL-0034 — Bundled library',
  ...over,
});

describe('the exported picture', () => {
  it('is a well-formed SVG with both layers, the veil between them, the legend and the caption', () => {
    const doc = parse(composePicture(input()));
    const texts = [...doc.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(['IL-0034', 'IL-0203', 'Case', 'Component', 'Root cause', 'Related cases', 'IL-0034 · Kubernetes nodes went NotReady', 'Bundled library · 1 December 2026']));
    const graph = doc.querySelector('[data-part="graph"]')!;
    const kids = [...graph.children].map((el) => el.tagName);
    expect(kids).toEqual(['svg', 'rect', 'svg']); // graph, veil, focus layer over it
    expect(graph.children[1]!.getAttribute('fill')).toBe('rgba(255, 255, 255, 0.9)');
    expect(doc.querySelector('title')!.textContent).toBe('IL-0034 — Bundled library');
  });

  it('keeps only the uncovered part of the canvas, with the band below it', () => {
    const root = parse(composePicture(input({ crop: { x1: 0, y1: 0, x2: 580, y2: 600 } }))).documentElement;
    expect(Number(root.getAttribute('width'))).toBe(580);
    expect(Number(root.getAttribute('height'))).toBeGreaterThan(600);
    const nested = root.querySelector('[data-part="graph"] > svg')!;
    expect(nested.getAttribute('width')).toBe('1000'); // the layer at canvas size, cut by the root
    const shifted = parse(composePicture(input({ crop: { x1: 40, y1: 10, x2: 540, y2: 600 } }))).querySelector('[data-part="graph"] > svg')!;
    expect([shifted.getAttribute('x'), shifted.getAttribute('y')]).toEqual(['-40', '-10']);
  });

  it('maps a layer drawn at a device pixel ratio back onto the canvas', () => {
    const nested = parse(composePicture(input({ layers: [{ svg: layer(2000, 1200, 'x') }] }))).querySelector('[data-part="graph"] > svg')!;
    expect(nested.getAttribute('viewBox')).toBe('0 0 2000 1200');
    expect(nested.getAttribute('width')).toBe('1000');
  });

  it('wraps the legend onto more rows in a narrow picture', () => {
    const wide = parse(composePicture(input())).documentElement;
    const narrow = parse(composePicture(input({ crop: { x1: 0, y1: 0, x2: 200, y2: 600 } }))).documentElement;
    expect(Number(narrow.getAttribute('height'))).toBeGreaterThan(Number(wide.getAttribute('height')));
  });

  it('writes hostile library text as text, and still parses', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        const doc = parse(composePicture(input({ caption: [text, 'x'], title: text, legend: [{ label: text, colour: '"/><script>', shape: 'circle' }] })));
        expect(doc.querySelector('script')).toBeNull();
        expect(doc.querySelectorAll('[data-part="caption"] text').length).toBe(2);
      }),
      { numRuns: 60 },
    );
    const doc = parse(composePicture(input({ caption: ['<img src=x onerror=alert(1)>', '&amp;'] })));
    expect(doc.querySelector('img')).toBeNull();
    expect(doc.querySelector('[data-part="caption"] text')!.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('cuts a caption too long for the picture with an ellipsis', () => {
    const long = `IL-0034 · ${'a crashing stats agent sidecar '.repeat(10)}`;
    const doc = parse(composePicture(input({ caption: [long, 'Library'], crop: { x1: 0, y1: 0, x2: 400, y2: 600 } })));
    const shown = doc.querySelector('[data-part="caption"] text')!.textContent!;
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.startsWith('IL-0034 · a crashing')).toBe(true);
    expect(shown.length).toBeLessThan(long.length);
    expect(fitText('short', 400)).toBe('short');
  });

  it('skips a layer that is not an SVG rather than break the picture', () => {
    expect(svgBody('not svg')).toBeNull();
    expect(svgBody('<svg width="0" height="5"></svg>')).toBeNull();
    const doc = parse(composePicture(input({ layers: [{ svg: 'garbage' }, { svg: layer(1000, 600, 'kept') }] })));
    expect([...doc.querySelectorAll('[data-part="graph"] text')].map((t) => t.textContent)).toEqual(['kept']);
  });

  it('escapes the five XML characters and drops what XML forbids', () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0001\uD800`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});

describe('share links', () => {
  const page = 'https://example.org/graph/';
  const view = { ...defaultView(), selection: { kind: 'case' as const, key: 'IL-0034' }, filters: { ...defaultView().filters, domain: ['kubernetes'] }, lang: 'ko' as const };

  it('gives the full view and the embed the same parameters but embed', () => {
    expect(fullViewUrl(page, { ...view, embed: true })).toBe('https://example.org/graph/?case=IL-0034&domain=kubernetes&lang=ko');
    expect(embedUrl(page, view)).toBe('https://example.org/graph/?case=IL-0034&domain=kubernetes&lang=ko&embed=1');
  });

  it('writes an iframe whose attributes cannot be broken out of', () => {
    const html = iframeSnippet('https://example.org/?q="><script>', 'Incident Graph: "x" <b>', 480);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const frame = doc.querySelector('iframe')!;
    expect(doc.querySelector('script')).toBeNull();
    expect(frame.getAttribute('src')).toBe('https://example.org/?q="><script>');
    expect(frame.getAttribute('title')).toBe('Incident Graph: "x" <b>');
    expect(frame.getAttribute('height')).toBe('480');
  });
});
