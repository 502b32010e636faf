// The design tokens first: every stylesheet reads them (the prerender inlines both).
import '@hl/shared/tokens.css';
import '@hl/shared/brand-font.css';
import './styles/global.css';

/**
 * The shell starts in three tasks rather than one long one: the page's scripts are compiled as
 * they run, React and React DOM set themselves up here, and after a yield the shell's own modules
 * run and hydration starts (start.tsx, itself cut into short tasks). Both imports are "eager":
 * their modules are in the page's scripts already, nothing is fetched.
 */
// A message rather than a timer: it queues a task with none of the timers' minimum delays.
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

import(/* webpackMode: "eager" */ 'react-dom/client')
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './start.tsx'))
  .then(({ start }) => start());
