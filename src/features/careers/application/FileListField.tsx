import { useEffect, useId, useRef, useState } from "react"
import { get, useFormContext, type FieldErrors } from "react-hook-form"
import { useTranslation } from "react-i18next"
import { CV_ACCEPT, MAX_ATTACHMENTS, type FileMessage } from "../../../domain/careers/cv"
import { FieldError, RequiredMark } from "../../forms/ui/Field"
import { useFieldIds } from "../../forms/ui/form-meta"
import type { AttachmentValue } from "../../../domain/careers/application-schema"
import { uploadFile } from "./upload"

interface PendingUpload {
  key: string
  name: string
}

/** The first message about the file list or one of its files. */
function fileListError(errors: FieldErrors): string | undefined {
  const list = get(errors, "fileList") as
    (FieldErrors & { message?: string }) | Array<{ message?: string; fileId?: { message?: string } }> | undefined
  if (!list) return undefined
  if (!Array.isArray(list) && list.message) return String(list.message)
  const items = Array.isArray(list) ? list : Object.values(list)
  for (const item of items) {
    const message = (item as { message?: string })?.message ?? (item as { fileId?: { message?: string } })?.fileId?.message
    if (message) return String(message)
  }
  return undefined
}

function formatSize(bytes: number, locale: string): string {
  const megabytes = bytes / (1024 * 1024)
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: megabytes < 1 ? 2 : 1 })
  return `${format.format(megabytes)} MB`
}

/**
 * The CV and other documents. A chosen file is uploaded at once (checked for type and size
 * before a byte is sent, and for its content by the server), and listed with a remove button;
 * the field's value is the list of uploaded files.
 */
export function FileListField({ locale }: { locale: string }) {
  const { t } = useTranslation("careers")
  const { watch, setValue, setError, clearErrors, formState } = useFormContext<{ fileList: AttachmentValue[] }>()
  const { inputId, hintId, errorId } = useFieldIds("fileList")
  const files = watch("fileList") ?? []
  const [pending, setPending] = useState<PendingUpload[]>([])
  const [announcement, setAnnouncement] = useState("")
  const input = useRef<HTMLInputElement>(null)
  const counter = useId()
  const error = fileListError(formState.errors)

  const reject = (message: FileMessage) => setError("fileList", { type: "upload", message }, { shouldFocus: false })

  const add = async (chosen: File[]) => {
    clearErrors("fileList")
    const room = MAX_ATTACHMENTS - files.length - pending.length
    if (chosen.length > room) reject("FILE_TOO_MANY")
    for (const [index, file] of chosen.slice(0, Math.max(0, room)).entries()) {
      const key = `${counter}-${Date.now()}-${index}`
      setPending((current) => [...current, { key, name: file.name }])
      setAnnouncement(`${file.name}: ${t("file_uploading")}`)
      const outcome = await uploadFile(file)
      setPending((current) => current.filter((entry) => entry.key !== key))
      if (outcome.ok) {
        setValue("fileList", [...watch("fileList"), outcome.attachment], { shouldValidate: formState.submitCount > 0 })
        setAnnouncement(`${file.name}: ${t("file_uploaded")}`)
      } else {
        reject(outcome.message)
        setAnnouncement("")
      }
    }
  }

  // A file chosen in the server-rendered form before this code arrived is still in the input
  // (hydration keeps the element): it is uploaded now rather than silently dropped.
  const addEarly = useRef(add)
  useEffect(() => {
    const element = input.current
    const early = Array.from(element?.files ?? [])
    if (!element || !early.length) return
    element.value = ""
    void addEarly.current(early)
  }, [])

  const remove = (fileId: string) => {
    setValue(
      "fileList",
      files.filter((file) => file.fileId !== fileId),
      { shouldValidate: formState.submitCount > 0 },
    )
    input.current?.focus()
  }

  return (
    <div className={["form-field", "file-list", error ? "form-field--invalid" : ""].filter(Boolean).join(" ")}>
      <label className="form-field__label" htmlFor={inputId}>
        {t("files")}
        <RequiredMark />
      </label>
      <p id={hintId} className="form-field__hint">
        {t("files_hint", { count: MAX_ATTACHMENTS })}
      </p>
      {/* No name: the browser's file input is not a form value; the uploaded files are. */}
      <input
        ref={input}
        id={inputId}
        type="file"
        className="file-list__input"
        accept={CV_ACCEPT}
        multiple
        aria-invalid={Boolean(error)}
        aria-required
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(" ")}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? [])
          event.target.value = ""
          void add(chosen)
        }}
      />
      {(files.length > 0 || pending.length > 0) && (
        <ul className="file-list__files" aria-label={t("file_list")}>
          {files.map((file) => (
            <li key={file.fileId} className="file-list__file">
              <span className="file-list__name">{file.name}</span>
              <span className="file-list__meta">
                {formatSize(file.size, locale)} · {t("file_uploaded")}
              </span>
              <button type="button" className="file-list__remove" onClick={() => remove(file.fileId)}>
                {t("file_remove", { name: file.name })}
              </button>
            </li>
          ))}
          {pending.map((entry) => (
            <li key={entry.key} className="file-list__file file-list__file--pending">
              <span className="file-list__name">{entry.name}</span>
              <span className="file-list__meta">{t("file_uploading")}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <FieldError id={errorId} messageKey={error} />
    </div>
  )
}
