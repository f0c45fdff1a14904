import type { ComponentPropsWithRef, MouseEvent } from 'react';

type TFollowLinkProps = ComponentPropsWithRef<'a'> & {
  href: string;
  /** How this page moves on: the app's router, or a page load where there is none (decision 093). */
  navigateTo: (path: string) => void;
};

/**
 * A real link (open in a new tab, copy the address) whose plain click is handed to `navigateTo`, so the
 * event page works the same inside the app and as its own light entry.
 */
export function FollowLink({ navigateTo, onClick, ...props }: TFollowLinkProps) {
  const follow = (clickEvent: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(clickEvent);
    const isPlainClick =
      clickEvent.button === 0 &&
      !clickEvent.metaKey &&
      !clickEvent.ctrlKey &&
      !clickEvent.shiftKey &&
      !clickEvent.altKey &&
      !props.target;
    if (clickEvent.defaultPrevented || !isPlainClick) return;
    clickEvent.preventDefault();
    navigateTo(props.href);
  };
  return <a {...props} onClick={follow} />;
}
