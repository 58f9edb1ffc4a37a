import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FacebookIcon } from './facebook.ts';
import { icon, type IconComponent } from './icon.ts';
import { TrophyIcon } from './trophy.ts';

const modules = import.meta.glob<Record<string, IconComponent>>(['./*.ts', '!./icon.ts'], { eager: true });
const icons = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).map(([name, component]) => ({ file, name, component })),
);

describe('icon', () => {
  it('draws a decorative, unfocusable glyph on a 24 × 24 grid in the text colour', () => {
    const { container } = render(<TrophyIcon />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('data-slot', 'icon');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('fill', 'none');
    expect(svg).toHaveClass('size-4', 'shrink-0');
  });

  it("takes the caller's size over its own and passes other props on", () => {
    const { container } = render(<TrophyIcon className="size-7 text-success" data-testid="trophy" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveClass('size-7', 'text-success', 'shrink-0');
    expect(svg).not.toHaveClass('size-4');
    expect(svg).toHaveAttribute('data-testid', 'trophy');
  });

  it('fills the marks instead of stroking them', () => {
    const { container } = render(<FacebookIcon />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg).toHaveAttribute('stroke', 'none');
  });

  it('draws the path data it is given', () => {
    const Dot = icon('M12 12h.01');
    const { container } = render(<Dot />);
    expect(container.querySelector('path')).toHaveAttribute('d', 'M12 12h.01');
  });
});

describe('the icon set', () => {
  it('has icons, one component per file, named after the file', () => {
    expect(icons.length).toBeGreaterThan(90);
    for (const { file, name } of icons) {
      const pascal = file
        .replace(/^\.\/|\.ts$/g, '')
        .split('-')
        .map((part) => part[0]!.toUpperCase() + part.slice(1))
        .join('');
      expect(name, file).toBe(`${pascal}Icon`);
    }
    expect(new Set(icons.map(({ file }) => file)).size).toBe(icons.length);
  });

  it.each(icons.map(({ name, component }) => [name, component] as const))(
    '%s is one path whose every part moves only to absolute points',
    (_, Icon) => {
      const { container } = render(<Icon />);
      const svg = container.querySelector('svg')!;
      expect(svg.children).toHaveLength(1);
      const d = svg.querySelector('path')!.getAttribute('d')!;
      // Every move is absolute: joined into one path, a relative `m` would start where the part
      // before it ended.
      expect(d).toMatch(/^M/);
      expect(d).not.toMatch(/m/);
    },
  );

  it('draws each glyph once', () => {
    const drawings = icons.map(({ component: Icon }) =>
      render(<Icon />)
        .container.querySelector('path')!
        .getAttribute('d'),
    );
    expect(new Set(drawings).size).toBe(drawings.length);
  });
});
