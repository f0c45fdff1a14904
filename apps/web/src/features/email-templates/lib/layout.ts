/** Text beside buttons: takes the room there is, and wraps above them once narrower than this. */
export const TEXT_FLEX = '1 1 16rem';
