import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('joins conditional class names', () => {
    expect(cn('px-2', false, null, undefined, ['py-1', { 'font-bold': true, italic: false }])).toBe(
      'px-2 py-1 font-bold',
    );
  });

  it('lets a className passed by the caller override the component’s own classes', () => {
    expect(cn('rounded-md bg-primary px-4 text-sm', 'rounded-full bg-destructive')).toBe(
      'px-4 text-sm rounded-full bg-destructive',
    );
    expect(cn('p-2 hover:bg-accent', { 'p-4': true }, 'hover:bg-muted')).toBe('p-4 hover:bg-muted');
  });
});
