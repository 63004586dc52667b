import type { ReactNode } from 'react';
import { HydrateLater } from './hydrate-later';

type PublicSectionProps =
  | {
      children: ReactNode;
      /**
       * On the first screen (a form beside the hero): taken over in a task of its own like the
       * rest, but laid out at once rather than when it comes near the screen.
       */
      firstScreen?: boolean;
      /** Classes of the wrapping element (a grid cell's span, say). */
      className?: string;
      eager?: false;
    }
  | {
      children: ReactNode;
      /**
       * Taken over with the page, in the same task: only for a part that must answer before the
       * visitor's first tap (a layout element whose own parts are PublicSections counts).
       */
      eager: true;
    };

/**
 * A section of a public page after its hero. By default it hydrates later (HydrateLater): the
 * prerendered page is taken over in short tasks, the hero first, so the first screen answers at
 * once, and a section below the first screen is laid out only when it comes near it. The
 * sections are taken over all at once at the visitor's first tap, click, key or focus, and a form
 * sent before then is sent again, so a form or the calculator needs no `eager`. ESLint refuses a
 * public page's section that is not a PublicSection.
 */
export function PublicSection(props: PublicSectionProps) {
  if (props.eager) return <>{props.children}</>;
  const { children, firstScreen = false, className } = props;
  return (
    <HydrateLater belowFirstScreen={!firstScreen} className={className}>
      {children}
    </HydrateLater>
  );
}
