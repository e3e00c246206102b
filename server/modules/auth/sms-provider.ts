/** Where SMS codes go. The default writes them to the server log (DESIGN.md, "Runtime and data"). */
export interface SmsProvider {
  send(to: { userName: string; phoneNumber: string }, code: string): Promise<void>
}

export function logSmsProvider(log: (line: string) => void = (line) => console.log(line)): SmsProvider {
  return {
    async send(to, code) {
      log(`[sms] verification code for ${to.userName}: ${code} (valid 5 minutes)`)
    },
  }
}

/** Keeps every message in memory: tests read the codes from it. */
export function memorySmsProvider(): SmsProvider & { sent: { userName: string; code: string }[]; last(userName: string): string | undefined } {
  const sent: { userName: string; code: string }[] = []
  return {
    sent,
    async send(to, code) {
      sent.push({ userName: to.userName, code })
    },
    last(userName) {
      return sent.filter((s) => s.userName === userName).at(-1)?.code
    },
  }
}
