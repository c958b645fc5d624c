import { useEffect, useState } from 'react';
import { connectivity } from './connectivity';

/** True while the device is online; an unknown state counts as online, so nothing flashes at start. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const source = connectivity();
    let initialReadCounts = true;
    const unsubscribe = source.subscribe((next) => {
      // A change that arrives first is newer than the initial read.
      initialReadCounts = false;
      setOnline(next);
    });
    void source.isOnline().then((next) => {
      if (initialReadCounts) setOnline(next);
    });
    return () => {
      initialReadCounts = false;
      unsubscribe();
    };
  }, []);
  return online;
}
