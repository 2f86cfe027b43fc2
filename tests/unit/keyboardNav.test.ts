import { describe, expect, it } from 'vitest';
import { arrowOf, nextNodeInDirection, startNode, type PlacedNode } from '../../src/model/viewport';

const n = (id: string, x: number, y: number): PlacedNode => ({ id, x, y });
const centre = n('c', 0, 0);
const east = n('east', 100, 5);
const farEast = n('far-east', 300, 0);
const north = n('north', 0, -80);
const southWest = n('sw', -60, 70);
const all = [centre, east, farEast, north, southWest];

describe('nextNodeInDirection', () => {
  it('takes the nearest node in the arrow direction', () => {
    expect(nextNodeInDirection(centre, [], all, 'right')).toBe('east');
    expect(nextNodeInDirection(centre, [], all, 'up')).toBe('north');
    expect(nextNodeInDirection(centre, [], all, 'down')).toBe('sw');
  });

  it('prefers a neighbour over a nearer node that is not one', () => {
    expect(nextNodeInDirection(centre, [farEast], all, 'right')).toBe('far-east');
  });

  it('falls back to any node when no neighbour lies that way', () => {
    expect(nextNodeInDirection(centre, [north], all, 'right')).toBe('east');
  });

  it('gives null at the edge of the picture', () => {
    expect(nextNodeInDirection(farEast, [], all, 'right')).toBeNull();
  });

  it('ignores nodes more than 45° off the axis', () => {
    expect(nextNodeInDirection(centre, [], [centre, n('steep', 10, -100)], 'right')).toBeNull();
  });
});

describe('startNode and arrowOf', () => {
  it('starts at the selection, else nearest the centre', () => {
    expect(startNode(all, { x: 90, y: 0 }, 'north')).toBe('north');
    expect(startNode(all, { x: 90, y: 0 }, null)).toBe('east');
    expect(startNode([], { x: 0, y: 0 }, null)).toBeNull();
  });

  it('maps keys', () => {
    expect(arrowOf('ArrowLeft')).toBe('left');
    expect(arrowOf('a')).toBeNull();
  });
});
