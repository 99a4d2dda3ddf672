import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { generateMatches, getLatestMatchRun, type MatchRun } from './parent-matching-api';

/** How often the page asks how a queued or running run is getting on. */
export const MATCH_RUN_POLL_MS = 1000;

const isUnderWay = (run: MatchRun | null) => run?.status === 'queued' || run?.status === 'running';

/**
 * The member's latest matching run: `generate()` queues one, and while it is queued or running the hook polls
 * /api/ai-matching/runs/latest; when it is done it toasts 'AI Matching Complete' and calls `onDone`.
 */
export function useMatchRun(onDone: () => void) {
  const { toast } = useToast();
  const [run, setRun] = useState<MatchRun | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  const watching = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    getLatestMatchRun(controller.signal).then(
      (latest) => {
        if (!controller.signal.aborted) {
          watching.current = isUnderWay(latest);
          setRun(latest);
        }
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  const status = run?.status;
  useEffect(() => {
    if (status !== 'queued' && status !== 'running') return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getLatestMatchRun(controller.signal).then(
        (latest) => {
          if (controller.signal.aborted) return;
          setRun(latest);
          if (!watching.current || isUnderWay(latest)) return;
          watching.current = false;
          if (latest?.status === 'done') {
            toast({ title: 'AI Matching Complete', description: foundWords(latest.matchesFound) });
            onDoneRef.current();
          } else {
            setProblem('Matching did not finish. Please try again.');
          }
        },
        () => {
          if (!controller.signal.aborted) setRun((current) => (current ? { ...current } : current));
        },
      );
    }, MATCH_RUN_POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [run, status, toast]);

  const generate = useCallback(async () => {
    setStarting(true);
    setProblem(null);
    try {
      const queued = await generateMatches();
      watching.current = true;
      setRun(queued);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.serverMessage() : 'Please try again.');
    } finally {
      setStarting(false);
    }
  }, []);

  return { run, underWay: isUnderWay(run), starting, problem, generate };
}

const foundWords = (count: number) =>
  count === 1 ? 'We found 1 new match for you.' : `We found ${count} new matches for you.`;
