import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';

/**
 * While `active`, leaving the page asks `question` first: closing or reloading the tab (the browser's
 * own question, `beforeunload`), and every navigation inside the app, links and the back button alike
 * (React Router's blocker). `onLeave` runs when the person chooses to leave by a navigation.
 *
 * The blocker is asked of the data router directly rather than through `useBlocker`: the hook's code
 * would land in the chunk every public page loads (about 0.2 KB gzip, over the budget of
 * docs/decisions/0019-page-weight-budget.md), while the router's own blocker support is there anyway.
 */
export function useAskBeforeLeaving(active: boolean, question: string, onLeave: () => void): void {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  // The latest `onLeave`, without asking the router again each time the caller renders.
  const leave = useRef(onLeave);
  useEffect(() => {
    leave.current = onLeave;
  });

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  useEffect(() => {
    if (!active || !router) return;
    const key = 'ask-before-leaving';
    router.getBlocker(key, () => true);
    // Asked once per navigation: the router tells its subscribers of every change while the question is open.
    let asking = false;
    const unsubscribe = router.subscribe((state) => {
      const blocker = state.blockers.get(key);
      if (blocker?.state !== 'blocked' || asking) return;
      asking = true;
      if (window.confirm(question)) {
        leave.current();
        blocker.proceed();
      } else blocker.reset();
      asking = false;
    });
    return () => {
      unsubscribe();
      router.deleteBlocker(key);
    };
  }, [active, router, question]);
}
