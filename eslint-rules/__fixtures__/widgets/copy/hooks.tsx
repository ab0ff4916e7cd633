import { useEffect, useState } from 'react';

export function Counter({ start, shown }: { start: number; shown: boolean }) {
  if (!shown) return null;
  const [n, setN] = useState(start); // expect: react-hooks/rules-of-hooks
  useEffect(() => setN(start), []); // expect: react-hooks/rules-of-hooks, react-hooks/exhaustive-deps
  return <span>{n}</span>;
}
