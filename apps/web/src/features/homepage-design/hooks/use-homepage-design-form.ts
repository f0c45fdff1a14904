import { useLingui } from '@lingui/react/macro';
import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { pageSectionsProblems, ZHomepageDesign, type TPageKind } from '@marquee/core';
import { useState } from 'react';
import { isApiConflict, isApiError } from '../../../lib/api-error';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifyError, notifySuccess } from '../../../lib/notify';
import {
  usePublishHomepageDesign,
  useSaveHomepageDraft,
  type TDesignPage,
  type TDesignSettings,
} from '../api/homepage-design';
import {
  designFieldOf,
  designOf,
  normaliseDesign,
  publishedDesignOf,
  SECTIONS_FIELD,
  type TDesignFormValues,
} from '../lib/design-form';

export type TDesignForm = UseFormReturnType<TDesignFormValues>;

/**
 * The designer's form over the page's design (the draft when there is one), checked with the shared contract and the
 * page rules before anything is sent. Saving writes the draft; publishing saves first when there is unsaved work.
 * `onInvalid` receives the errors of a refused save, local or the server's, to bring the first into view.
 */
export function useHomepageDesignForm(input: {
  page: TDesignPage;
  settings: TDesignSettings;
  onInvalid: (errors: FormErrors) => void;
}) {
  const { t } = useLingui();
  const kind: TPageKind = input.page.kind;
  const saveDraft = useSaveHomepageDraft(input.page);
  const publish = usePublishHomepageDesign(input.page);
  // Publishing may save first: the whole of it counts as publishing for the buttons.
  const [isPublishing, setIsPublishing] = useState(false);

  // The contract's English is for API clients; these say the same in the reader's words.
  const pageRules = (values: TDesignFormValues): FormErrors => {
    const errors: FormErrors = {};
    for (const path of Object.keys(pageSectionsProblems(kind, values.homepage_sections, SECTIONS_FIELD))) {
      if (path.endsWith('.hidden')) errors[path] = t`This section stays visible on the page.`;
      else if (path.endsWith('.type')) errors[path] = t`The page can show this section only once.`;
      else if (path.endsWith('.id')) errors[path] = t`Each section needs its own id.`;
      else errors[path] = t`The page is missing one of its own sections. Discard the draft to start again.`;
    }
    return errors;
  };
  const contract = contractResolver<TDesignFormValues>(ZHomepageDesign, { prepare: normaliseDesign, extra: pageRules });
  const validate = (values: TDesignFormValues): FormErrors => {
    const errors = contract(values);
    for (const path of Object.keys(errors)) {
      if (/\.link$/.test(path)) errors[path] = t`Enter a full address starting with https://`;
      else if (/\.image_id$|\.image_ids\.\d+$/.test(path)) errors[path] = t`Choose one of the uploaded pictures.`;
      else if (/\.(accent|background)$/.test(path)) errors[path] = t`Use a hex colour such as #1a73e8.`;
    }
    return errors;
  };

  const form = useForm<TDesignFormValues>({
    mode: 'controlled',
    initialValues: designOf(kind, input.settings),
    validate,
    validateInputOnBlur: true,
  });

  /** The server's answer becomes the form's starting point (rich text comes back sanitised). */
  const startFrom = (design: TDesignFormValues) => {
    form.setInitialValues(design);
    form.reset();
  };

  async function save(options: { isQuiet?: boolean } = {}): Promise<boolean> {
    const checked = form.validate();
    if (checked.hasErrors) {
      input.onInvalid(checked.errors);
      return false;
    }
    try {
      const saved = await saveDraft.mutateAsync(normaliseDesign(form.getValues()));
      startFrom(designOf(kind, saved));
      if (!options.isQuiet) notifySuccess(t`Draft saved. Buyers still see the published design.`);
      return true;
    } catch (error) {
      const shown: FormErrors = {};
      applyApiErrorToForm(
        {
          getValues: () => ({ homepage_design_draft: form.getValues() }),
          setFieldError: (path: string, message) => {
            shown[designFieldOf(path)] = message;
            form.setFieldError(designFieldOf(path), message);
          },
        },
        error,
      );
      if (Object.keys(shown).length > 0) input.onInvalid(shown);
      return false;
    }
  }

  async function publishDesign(): Promise<void> {
    setIsPublishing(true);
    try {
      await saveThenPublish();
    } finally {
      setIsPublishing(false);
    }
  }

  async function saveThenPublish(): Promise<void> {
    if (form.isDirty() && !(await save({ isQuiet: true }))) return;
    try {
      const published = await publish.mutateAsync();
      startFrom(publishedDesignOf(kind, published));
      notifySuccess(t`Published: buyers now see this design.`);
    } catch (error) {
      if (isApiConflict(error)) notifyError(t`There is no draft to publish: save your changes first.`);
      else notifyError(isApiError(error) ? error.message : t`Something unexpected happened. Please try again.`);
    }
  }

  /** Drops the draft on the server; the form goes back to what buyers see. */
  async function discardDraft(): Promise<void> {
    try {
      const settings = await saveDraft.mutateAsync(null);
      startFrom(publishedDesignOf(kind, settings));
      notifySuccess(t`Draft discarded. The designer shows the published design again.`);
    } catch (error) {
      notifyError(isApiError(error) ? error.message : t`Something unexpected happened. Please try again.`);
    }
  }

  return {
    form,
    save,
    publish: publishDesign,
    discardDraft,
    isSaving: saveDraft.isPending && !isPublishing,
    isPublishing,
  };
}
