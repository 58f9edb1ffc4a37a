import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore, holdServerState, releaseServerState, useStore } from './store.ts';

const session = createStore('member', 'guest');
const plain = createStore(1);

function Reader() {
  return (
    <p>
      {useStore(session)} {useStore(plain)}
    </p>
  );
}

describe('useStore', () => {
  afterEach(() => releaseServerState());

  it('reads the browser’s state when no server-drawn page is hydrating', () => {
    render(<Reader />);
    expect(screen.getByText('member 1')).toBeInTheDocument();
  });

  it('reads the server’s state while the page hydrates, then the browser’s once released', () => {
    holdServerState();
    render(<Reader />);
    expect(screen.getByText('guest 1')).toBeInTheDocument();
    // Changes meanwhile still reach stores the server knows nothing special about.
    act(() => plain.set(2));
    expect(screen.getByText('guest 2')).toBeInTheDocument();
    act(() => releaseServerState());
    expect(screen.getByText('member 2')).toBeInTheDocument();
    // The store itself was never held: code outside React reads the member at any time.
    expect(session.get()).toBe('member');
  });
});
