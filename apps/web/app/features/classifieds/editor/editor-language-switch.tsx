import { EDITOR_LANGUAGES, type EditorLanguage } from './editor-language'

interface EditorLanguageSwitchProps {
  name: string
  value: EditorLanguage
  onChange: (language: EditorLanguage) => void
}

/** "Ngôn ngữ trình soạn thảo: Tiếng Việt / English" as two radio buttons drawn as one control. */
export function EditorLanguageSwitch({ name, value, onChange }: EditorLanguageSwitchProps) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2 text-sm">
      <legend className="float-left mr-1 text-ink-600">Ngôn ngữ trình soạn thảo:</legend>
      <div className="inline-flex rounded-lg border border-ink-300 bg-white p-0.5">
        {EDITOR_LANGUAGES.map((option) => (
          <label
            key={option.value}
            className="cursor-pointer rounded-md px-2.5 py-1 font-medium text-ink-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
