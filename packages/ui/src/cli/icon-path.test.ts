import { icons } from 'lucide';
import { describe, expect, it } from 'vitest';
import { absoluteMoves, elementPath, iconPath, type IconElement } from './icon-path.ts';

describe('elementPath', () => {
  it('draws circles and ellipses as two half arcs from their left, closed', () => {
    expect(elementPath(['circle', { cx: '12', cy: '12', r: '10' }])).toBe('M2 12A10 10 0 1 0 22 12A10 10 0 1 0 2 12Z');
    expect(elementPath(['ellipse', { cx: '12', cy: '5', rx: '9', ry: '3' }])).toBe(
      'M3 5A9 3 0 1 0 21 5A9 3 0 1 0 3 5Z',
    );
  });

  it('draws rects clockwise, rounding corners as SVG does', () => {
    expect(elementPath(['rect', { width: '20', height: '16', x: '2', y: '4' }])).toBe('M2 4H22V20H2Z');
    expect(elementPath(['rect', { width: '20', height: '16', x: '2', y: '4', rx: '2' }])).toBe(
      'M4 4H20A2 2 0 0 1 22 6V18A2 2 0 0 1 20 20H4A2 2 0 0 1 2 18V6A2 2 0 0 1 4 4Z',
    );
    // A missing ry takes rx; a radius over half the side is clamped to it.
    expect(elementPath(['rect', { width: '4', height: '2', x: '0.5', y: '1', rx: '3' }])).toBe(
      'M2.5 1H2.5A2 1 0 0 1 4.5 2V2A2 1 0 0 1 2.5 3H2.5A2 1 0 0 1 0.5 2V2A2 1 0 0 1 2.5 1Z',
    );
  });

  it('draws lines, polylines and polygons with absolute commands', () => {
    expect(elementPath(['line', { x1: '12', x2: '12.01', y1: '16', y2: '16' }])).toBe('M12 16L12.01 16');
    expect(elementPath(['polyline', { points: '22 12 18 12 15 21 9 3 6 12 2 12' }])).toBe(
      'M22 12L18 12 15 21 9 3 6 12 2 12',
    );
    expect(elementPath(['polygon', { points: '6 3,20 12,6 21' }])).toBe('M6 3L20 12 6 21Z');
  });

  it('refuses what it cannot draw', () => {
    expect(() => elementPath(['text', {}])).toThrow(/<text>/);
    expect(() => elementPath(['circle', { cx: '12', cy: '12' }])).toThrow(/r/);
  });
});

describe('absoluteMoves', () => {
  it('makes a leading relative move absolute and keeps its lines relative', () => {
    expect(absoluteMoves('m6 9 6 6 6-6')).toBe('M6 9l6 6 6-6');
    expect(absoluteMoves('M18 6 6 18')).toBe('M18 6 6 18');
  });

  it('moves from where the path stands: after lines, curves, arcs and a closed subpath', () => {
    expect(absoluteMoves('M3 3h4v4l-1 1m2 2h1')).toBe('M3 3h4v4l-1 1M8 10h1');
    expect(absoluteMoves('M3 3h4v4zm2 2h1')).toBe('M3 3h4v4zM5 5h1');
    expect(absoluteMoves('M2 2c1 0 2 1 2 2s1 2 2 2m1 1')).toBe('M2 2c1 0 2 1 2 2s1 2 2 2M7 7');
    expect(absoluteMoves('M2 2Q4 0 6 2t2 0m.5-.5')).toBe('M2 2Q4 0 6 2t2 0M8.5 1.5');
    // Arc flags may be written without separators.
    expect(absoluteMoves('M9 9.5a3 2.5 0 016 0m-3 8')).toBe('M9 9.5a3 2.5 0 016 0M12 17.5');
    expect(absoluteMoves('M.1.2m.2.1')).toBe('M.1.2M0.3 0.3');
  });

  it('refuses broken path data', () => {
    expect(() => absoluteMoves('M2 2L3')).toThrow(/number of arguments/);
    expect(() => absoluteMoves('M2 2a1 1 0 2 1 3 3')).toThrow(/arc flag/);
  });
});

describe('iconPath', () => {
  it('joins the elements in drawing order', () => {
    expect(
      iconPath([
        ['circle', { cx: '12', cy: '12', r: '10' }],
        ['path', { d: 'm9 12 2 2 4-4' }],
      ]),
    ).toBe('M2 12A10 10 0 1 0 22 12A10 10 0 1 0 2 12ZM9 12l2 2 4-4');
  });

  it('draws every Lucide icon as one path that moves only to absolute points', () => {
    const all = Object.entries(icons as Record<string, readonly IconElement[]>);
    expect(all.length).toBeGreaterThan(1000);
    for (const [name, elements] of all) {
      const d = iconPath(elements);
      expect(d, name).toMatch(/^M/);
      expect(d, name).not.toMatch(/m/);
    }
  });
});
