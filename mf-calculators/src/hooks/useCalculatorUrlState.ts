import { useSearchParams } from '@hl/shared/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type CalculatorId, type CalculatorInputKey, decodeCalculatorState } from '../domain/index.ts';
import {
  activeCalculatorState,
  adoptUrlState,
  calculatorStateKey,
  initialSectionState,
  queryForState,
  type SectionState,
  selectCalculator,
  setActiveInput,
} from '../lib/section-state.ts';
import { URL_WRITE_DELAY_MS } from '../lib/timing.ts';

export interface CalculatorUrlState {
  state: SectionState;
  /** Makes a calculator active and writes it to the URL at once. */
  select: (calc: CalculatorId) => void;
  /** Sets an input of the active calculator; the URL follows after a short pause in typing. */
  change: (key: CalculatorInputKey<CalculatorId>, value: string) => void;
  /** Writes a pending change to the URL now (on leaving a field). */
  flush: () => void;
}

const WRITE_OPTIONS = { replace: true, preventScrollReset: true } as const;

/**
 * The active calculator and its inputs, kept in the URL query with the domain's codec (the router
 * is the shell's; in the standalone page, the page's own). The fields hold text locally, so a
 * blank or half-typed value ('12.') stays as typed; the URL gets the codec's canonical form.
 *
 * A change of the query that this hook did not write (a hero tile's /calculators?calc=transfer,
 * back and forward) and that names a calculator makes that calculator active with the URL's
 * inputs. A query without `calc` (the Calculators link in the header) leaves the state alone.
 * `onLinkOpen` hears of each calculator opened from the URL: the one the query names as the
 * section mounts, and each one adopted later.
 */
export function useCalculatorUrlState(onLinkOpen?: (calc: CalculatorId) => void): CalculatorUrlState {
  const [searchParams, setSearchParams] = useSearchParams();
  const [state, setState] = useState<SectionState>(() => initialSectionState(searchParams));
  const onLinkOpenRef = useRef(onLinkOpen);
  onLinkOpenRef.current = onLinkOpen;
  const firstRun = useRef(true);

  // Latest values for callbacks and timers, so the callbacks stay stable.
  const stateRef = useRef(state);
  const searchRef = useRef(searchParams);
  const setSearchRef = useRef(setSearchParams);
  searchRef.current = searchParams;
  setSearchRef.current = setSearchParams;
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<SectionState | null>(null);
  const lastWritten = useRef<string | null>(null);

  const commit = useCallback((next: SectionState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    pending.current = null;
  }, []);

  const writeNow = useCallback(
    (next: SectionState) => {
      cancel();
      const key = calculatorStateKey(activeCalculatorState(next));
      const inUrl = decodeCalculatorState(searchRef.current);
      if (inUrl && calculatorStateKey(inUrl) === key) return;
      lastWritten.current = key;
      setSearchRef.current((current) => new URLSearchParams(queryForState(next, current)), WRITE_OPTIONS);
    },
    [cancel],
  );

  const flush = useCallback(() => {
    if (pending.current) writeNow(pending.current);
  }, [writeNow]);

  const select = useCallback(
    (calc: CalculatorId) => {
      const next = selectCalculator(stateRef.current, calc);
      commit(next);
      writeNow(next);
    },
    [commit, writeNow],
  );

  const change = useCallback(
    (key: CalculatorInputKey<CalculatorId>, value: string) => {
      const next = setActiveInput(stateRef.current, key, value);
      if (next === stateRef.current) return;
      commit(next);
      pending.current = next;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        if (pending.current) writeNow(pending.current);
      }, URL_WRITE_DELAY_MS);
    },
    [commit, writeNow],
  );

  // The URL changed: adopt it when it names a calculator state this hook neither holds nor wrote.
  // The first run is the section mounting at a URL: a calculator it names was opened by that link,
  // whether or not its figures still need adopting.
  useEffect(() => {
    const first = firstRun.current;
    firstRun.current = false;
    const fromUrl = decodeCalculatorState(searchParams);
    if (!fromUrl) return;
    if (first) onLinkOpenRef.current?.(fromUrl.calc);
    const key = calculatorStateKey(fromUrl);
    if (key === lastWritten.current || key === calculatorStateKey(activeCalculatorState(stateRef.current))) return;
    cancel();
    commit(adoptUrlState(stateRef.current, fromUrl));
    if (!first) onLinkOpenRef.current?.(fromUrl.calc);
  }, [searchParams, cancel, commit]);

  // A write still waiting when the section goes away is dropped: the page has moved on.
  useEffect(() => cancel, [cancel]);

  return { state, select, change, flush };
}
