import type { TImage } from '@marquee/core';
import { createContext, useContext } from 'react';
import type { TDesignPage } from '../api/homepage-design';
import type { TDesignForm } from '../hooks/use-homepage-design-form';
import type { TPictureUpload } from '../hooks/use-picture-upload';

/** What every section editor works with: the page, its form, and the page's uploaded pictures. */
export type TDesignerContext = {
  page: TDesignPage;
  form: TDesignForm;
  /** The page's GENERIC images, newest last: what a section may show. */
  pictures: readonly TImage[];
  uploadPicture: (file: File) => Promise<TPictureUpload>;
  isUploading: boolean;
};

const DesignerContext = createContext<TDesignerContext | null>(null);

export const DesignerProvider = DesignerContext.Provider;

export function useDesigner(): TDesignerContext {
  const context = useContext(DesignerContext);
  if (!context) throw new Error('useDesigner outside the homepage designer');
  return context;
}
