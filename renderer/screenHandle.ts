/**
 * What a host may do with an embedded screen (`<ScreenRenderer ref={handle} … />`), e.g. a
 * hand-written dialog around generated fields: check it, save it, read or set its values, load it
 * again. Each screen kind answers for itself (a list's values are its search; a wizard validates
 * and saves its current step, submitting on the last).
 */
import { useImperativeHandle, type Ref } from 'react'

export interface ScreenHandle {
  /** checks every value; false when one is refused (its message shows under it) */
  validate(): Promise<boolean>
  /** saves as the screen's own button does; false when nothing was saved */
  submit(): Promise<boolean>
  getValues(): Record<string, unknown>
  setValues(values: Record<string, unknown>): void
  /** asks the server again */
  reload(): void
}

/** Answers `handle` with the screen's implementation (a no-op when the host passed none). */
export function useScreenHandle(handle: Ref<ScreenHandle> | undefined, make: () => ScreenHandle): void {
  useImperativeHandle(handle, make)
}
