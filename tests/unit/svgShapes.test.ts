// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labelLineTop } from '../../src/model/viewport';
import { arrowMarker, arrowSize, dashArray, edgePath, escapeXml, nodeShape, opacityAttr, pullBack, shapeElement, svgColour, svgNumber, svgOpacity } from '../../src/model/export';

/** Parses as XML inside an SVG root; a fragment that does not parse fails the test. */
function parse(fragment: string): Element {
  const doc = new DOMParser().parseFromString(`<svg xmlns="http://www.w3.org/2000/svg">${fragment}</svg>`, 'image/svg+xml');
  const error = doc.querySelector('parsererror');
  if (error) throw new Error(`not well-formed: ${error.textContent}`);
  return doc.documentElement.firstElementChild!;
}

describe('XML text', () => {
  it('escapes markup characters and quotes so a label is text, never markup', () => {
    expect(escapeXml(`IL-1 <img src=x onerror="a()"> & 'b'`)).toBe('IL-1 &lt;img src=x onerror=&quot;a()&quot;&gt; &amp; &apos;b&apos;');
    const text = parse(`<text title="${escapeXml('"><script>')}">${escapeXml('a < b && c > "d"')}</text>`);
    expect(text.tagName).toBe('text');
    expect(text.children).toHaveLength(0);
    expect(text.textContent).toBe('a < b && c > "d"');
    expect(text.getAttribute('title')).toBe('"><script>');
  });

  it('keeps any string as the same text once parsed, except the characters XML cannot hold', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        // eslint-disable-next-line no-control-regex -- what XML 1.0 forbids
        const allowed = s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '');
        // XML parsers normalise line ends; compare what survives that.
        expect(parse(`<text>${escapeXml(s)}</text>`).textContent).toBe(allowed.replace(/\r\n?/g, '\n'));
      }),
    );
  });
});

describe('numbers, colours and opacity', () => {
  it('writes numbers with two decimals at most and never NaN or -0', () => {
    expect(svgNumber(1.23456)).toBe('1.23');
    expect(svgNumber(-0.001)).toBe('0');
    expect(svgNumber(Number.NaN)).toBe('0');
    expect(svgNumber(Infinity)).toBe('0');
    expect(svgNumber(12)).toBe('12');
  });

  it('passes colours cytoscape reports and refuses anything that could break out of an attribute', () => {
    expect(svgColour('rgb(59,111,216)')).toBe('rgb(59,111,216)');
    expect(svgColour('rgba(255, 255, 255, 0.9)')).toBe('rgba(255, 255, 255, 0.9)');
    expect(svgColour('#d6336c')).toBe('#d6336c');
    expect(svgColour('red')).toBe('red');
    expect(svgColour('red" onload="x')).toBe('none');
    expect(svgColour('url(#x)')).toBe('none');
    expect(svgColour(undefined)).toBe('none');
    expect(svgColour(42)).toBe('none');
  });

  it('clamps opacity and writes the attribute only below 1', () => {
    expect(svgOpacity(0.5)).toBe(0.5);
    expect(svgOpacity('0.25')).toBe(0.25);
    expect(svgOpacity(2)).toBe(1);
    expect(svgOpacity(-1)).toBe(0);
    expect(svgOpacity(undefined)).toBe(1);
    expect(opacityAttr('fill-opacity', 0.5)).toBe(' fill-opacity="0.5"');
    expect(opacityAttr('opacity', 1)).toBe('');
  });
});

describe('node shapes', () => {
  it('draws an ellipse as a circle when round, and an ellipse otherwise', () => {
    expect(shapeElement(nodeShape('ellipse', 10, 20, 16, 16), ' fill="red"')).toBe('<circle cx="10" cy="20" r="8" fill="red"/>');
    expect(parse(shapeElement(nodeShape('ellipse', 10, 20, 16, 8), '')).tagName).toBe('ellipse');
  });

  it('rounds a round rectangle with cytoscape corner radius, capped at 8 px', () => {
    expect(shapeElement(nodeShape('round-rectangle', 50, 50, 20, 20), '')).toBe('<rect x="40" y="40" width="20" height="20" rx="5"/>');
    expect(nodeShape('round-rectangle', 0, 0, 100, 60)).toMatchObject({ tag: 'rect', r: 8 });
    expect(nodeShape('rectangle', 0, 0, 100, 60)).toMatchObject({ tag: 'rect', r: 0 });
  });

  it('puts a diamond corner at the middle of each side of its box', () => {
    const d = nodeShape('diamond', 100, 50, 40, 20);
    expect(d).toEqual({ tag: 'polygon', points: [{ x: 100, y: 60 }, { x: 120, y: 50 }, { x: 100, y: 40 }, { x: 80, y: 50 }] });
    expect(parse(shapeElement(d, '')).getAttribute('points')).toBe('100,60 120,50 100,40 80,50');
  });

  it('keeps every polygon inside its box, with the expected number of corners', () => {
    const corners: Record<string, number> = { triangle: 3, pentagon: 5, hexagon: 6, heptagon: 7, octagon: 8, star: 10, vee: 4, rhomboid: 4 };
    for (const [shape, count] of Object.entries(corners)) {
      const s = nodeShape(shape, 0, 0, 30, 20);
      if (s.tag !== 'polygon') throw new Error(`${shape} is not a polygon`);
      expect(s.points).toHaveLength(count);
      for (const p of s.points) {
        expect(Math.abs(p.x)).toBeLessThanOrEqual(15 + 1e-9);
        expect(Math.abs(p.y)).toBeLessThanOrEqual(10 + 1e-9);
      }
    }
  });

  it('draws an unknown shape as a rectangle rather than nothing', () => {
    expect(nodeShape('barrel', 0, 0, 10, 10).tag).toBe('rect');
  });
});

describe('edges', () => {
  it('is straight without control points, one quadratic with one, and quadratics meeting halfway with more', () => {
    expect(edgePath({ x: 0, y: 0 }, [], { x: 10, y: 5 })).toBe('M0 0L10 5');
    expect(edgePath({ x: 0, y: 0 }, [{ x: 5, y: 10 }], { x: 10, y: 0 })).toBe('M0 0Q5 10 10 0');
    expect(edgePath({ x: 0, y: 0 }, [{ x: 0, y: 10 }, { x: 10, y: 10 }], { x: 10, y: 0 })).toBe('M0 0Q0 10 5 10Q10 10 10 0');
  });

  it('stops a line short of its arrow tip by the arrow length, never past its start', () => {
    expect(pullBack({ x: 0, y: 0 }, { x: 10, y: 0 }, 4)).toEqual({ x: 6, y: 0 });
    expect(pullBack({ x: 0, y: 0 }, { x: 3, y: 4 }, 10)).toEqual({ x: 0, y: 0 });
    expect(pullBack({ x: 1, y: 1 }, { x: 1, y: 1 }, 3)).toEqual({ x: 1, y: 1 });
  });

  it('sizes arrows as cytoscape does: at least 29 units, growing with the line, times the scale', () => {
    expect(arrowSize(1, 1)).toBe(29);
    expect(arrowSize(8, 0.8)).toBeCloseTo(Math.pow(8 * 13.37, 0.9) * 0.8);
  });

  it('writes an arrow marker that parses, escapes its colour and sits on the line end', () => {
    const m = parse(arrowMarker('graph-arrow0', 10, '#8a4fd3', 0.5));
    expect(m.tagName).toBe('marker');
    expect(m.getAttribute('id')).toBe('graph-arrow0');
    expect(m.getAttribute('refX')).toBe('0');
    expect(m.getAttribute('orient')).toBe('auto-start-reverse');
    expect(m.querySelector('path')!.getAttribute('fill')).toBe('#8a4fd3');
    expect(m.querySelector('path')!.getAttribute('fill-opacity')).toBe('0.5');
    expect(parse(arrowMarker('a"b', 10, 'x"y', 1)).getAttribute('id')).toBe('a"b');
  });

  it('dashes dashed and dotted lines only', () => {
    expect(dashArray('solid', 2)).toBe('');
    expect(dashArray('dashed', 2)).toBe(' stroke-dasharray="6 6"');
    expect(dashArray('dotted', 2)).toBe(' stroke-dasharray="2 2"');
  });
});

describe('label lines', () => {
  it('spaces lines by 1.25 font sizes, centring each in its line box', () => {
    expect(labelLineTop(100, 12, 0)).toBe(101.5);
    expect(labelLineTop(100, 12, 1)).toBe(116.5);
  });
});
