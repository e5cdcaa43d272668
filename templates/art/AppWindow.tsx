// The frame of every product drawing: a light app window with its title bar (three dots, a title and
// a status chip on the right), so the inbox, the pipeline, the cloud view and Stronglink's week,
// verdict and report read as one product family. A card laid over a window's edge (a verdict, a
// release request, a notice) is the class art-card (client/styles/art/app-window.css), with its own placement.
import type { ReactNode } from 'react';

interface AppWindowProps {
  title: string;
  /** The chip at the right of the title bar. */
  status: ReactNode;
  className?: string;
  children: ReactNode;
}

export function AppWindow({ title, status, className, children }: AppWindowProps) {
  return (
    <div className={className ? `art-window ${className}` : 'art-window'}>
      <div className="art-window__bar">
        <span className="art-window__dots" />
        <span className="art-window__title">{title}</span>
        {status}
      </div>
      {children}
    </div>
  );
}
