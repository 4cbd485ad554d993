import * as React from 'react';

/**
 * Which of React's builds the page runs. Only the development build exports `captureOwnerStack` (and
 * `act`); the production build leaves them out.
 */
export const reactBuild = (): 'development' | 'production' =>
  typeof (React as Record<string, unknown>).captureOwnerStack === 'function' ? 'development' : 'production';
