import { useEffect, useState } from 'react';

const SEARCH_DELAY_MS = 300;

/**
 * An admin list's search box: what is typed (`input`) and, once typing has paused, the term the list is
 * asked for. A changed term takes the list back to its first page (`setPage`, a state setter, so the
 * timer is not restarted by every render). Only a changed term does that: the timer of the first render must not undo a quick click on Volgende (a journey caught that
 * under load).
 */
export function useSearchTerm(setPage: (page: number) => void) {
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');

  useEffect(() => {
    const next = input.trim();
    if (next === term) return;
    const timer = window.setTimeout(() => {
      setTerm(next);
      setPage(0);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [input, term, setPage]);

  const clear = () => {
    setInput('');
    setTerm('');
  };
  return { input, setInput, term, clear };
}
