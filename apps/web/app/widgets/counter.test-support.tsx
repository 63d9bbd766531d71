import { useState } from 'react';

/**
 * A part with state of its own, for tests of how parts hydrate: its button counts its clicks from
 * `start`, so a test can tell a hydrated part (the count moves) from pre-rendered HTML (it does not).
 *
 * @param props - the count to start from
 * @returns the button
 */
export function Counter({ start }: { readonly start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {`count ${count}`}
    </button>
  );
}
