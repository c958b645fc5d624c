import type { HTMLAttributes } from 'react';

export interface LoadingRegionProps extends HTMLAttributes<HTMLDivElement> {
  /** What is loading, said once to screen readers ('Loading the topics…'). */
  label: string;
}

/**
 * The placeholders of something still loading: a busy region that tells screen readers what is
 * coming, while its children (skeletons, hidden from them) show its shape.
 */
export function LoadingRegion({ label, children, ...rest }: LoadingRegionProps) {
  return (
    <div aria-busy="true" {...rest}>
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {children}
    </div>
  );
}
