import { useRef, useState, type KeyboardEvent } from 'react';
import { inputStyles } from '../../components/ui/text-field';
import { CloseIcon } from '../../components/ui/icons';
import { OFFERED_LANGUAGES, withLanguage } from './enhanced-profile.schema';

interface LanguagesFieldProps {
  value: string[];
  onChange: (languages: string[]) => void;
}

const chip =
  'inline-flex min-h-9 items-center gap-1 rounded-full border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';

/** Languages as chips: pick from the spec's list, type another and press Enter, remove any by button. */
export function LanguagesField({ value, onChange }: LanguagesFieldProps) {
  const [typed, setTyped] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const offered = OFFERED_LANGUAGES.filter((language) => !value.includes(language));

  const add = (language: string) => onChange(withLanguage(value, language));
  const remove = (language: string, index: number) => {
    onChange(value.filter((listed) => listed !== language));
    // Keep the keyboard in the list: focus the next chip's button, or the text box when none is left.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll('button');
      const next = buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)];
      (next ?? document.getElementById('custom-language'))?.focus();
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add(typed);
    setTyped('');
  };

  return (
    <fieldset className="rounded-xl border border-sand-200 p-4">
      <legend className="px-1 font-semibold">Languages spoken</legend>
      {value.length === 0 ? (
        <p className="text-sm text-ink-muted">No languages chosen yet.</p>
      ) : (
        <ul ref={listRef} aria-label="Your languages" className="flex flex-wrap gap-2">
          {value.map((language, index) => (
            <li key={language}>
              <span className={`${chip} border-clay-600 bg-clay-50 text-clay-800`}>
                {language}
                <button
                  type="button"
                  onClick={() => remove(language, index)}
                  aria-label={`Remove ${language}`}
                  className="-mr-1 inline-flex size-7 items-center justify-center rounded-full hover:bg-clay-100"
                >
                  <CloseIcon className="size-4" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {offered.length > 0 ? (
        <>
          <p id="offered-languages-label" className="mt-4 text-sm font-semibold">
            Add a language
          </p>
          <ul aria-labelledby="offered-languages-label" className="mt-2 flex flex-wrap gap-2">
            {offered.map((language) => (
              <li key={language}>
                <button
                  type="button"
                  onClick={() => add(language)}
                  aria-label={`Add ${language}`}
                  className={`${chip} border-sand-300 bg-white text-ink hover:border-clay-600`}
                >
                  <span aria-hidden="true">+</span> {language}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <label htmlFor="custom-language" className="mt-4 block text-sm font-semibold">
        Another language
      </label>
      <p id="custom-language-hint" className="text-sm text-ink-muted">
        Type it and press Enter to add it.
      </p>
      <input
        id="custom-language"
        value={typed}
        maxLength={50}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby="custom-language-hint"
        className={inputStyles}
      />
    </fieldset>
  );
}
