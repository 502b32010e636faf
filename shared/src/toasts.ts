import type { ToasterProps } from 'react-hot-toast';

/** The site's toast durations (docs/REQUIREMENTS.md#toasts): 4 s by default, 3 s success, 5 s error. */
export const toastOptions: ToasterProps['toastOptions'] = {
  duration: 4000,
  success: { duration: 3000 },
  error: { duration: 5000 },
};
