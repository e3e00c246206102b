/**
 * The login page of spec 000 (s.1, s.2 "Login page", s.4 "Login", s.5 "Login").
 *
 * Size matters here (login route budget: 160 KB gzip of JS in all, no Formily, no renderer). The three
 * fields are validated by the few lines below and shown with antd's own Input error state rather
 * than through antd Form: Form.Item alone brings rc-field-form, async-validator and the Tooltip
 * machinery (about 35 KB gzip), which would break the budget.
 */
import { useRef, useState, type FormEvent } from 'react'
import { LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import type { InputRef } from 'antd'
// the plain Input and Password modules, not the Input namespace (which drags TextArea, Search and OTP in)
import Input from 'antd/es/input/Input'
import Password from 'antd/es/input/Password'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { sendSmsCode } from '../../api/account'
import { notify } from '../../api/notify'
import { findByUrl } from '../../auth/menus'
import { getSession, login } from '../../auth/session'
import { PRODUCT_NAME, SLOGAN } from '../../brand'
import { useCountdown } from './useCountdown'
import './login.css'

export const SMS_COUNTDOWN_SECONDS = 60

type Field = 'username' | 'password' | 'code'
type Values = Record<Field, string>

/** Required messages of spec 000 s.5. */
export const REQUIRED: Record<Field, string> = {
  username: '请输入工号',
  password: '请输入密码',
  code: '请输入验证码',
}
const FIELDS: Field[] = ['username', 'password', 'code']

function check(field: Field, value: string): string | undefined {
  return value.trim() ? undefined : REQUIRED[field]
}

export default function LoginPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { left, start, reset } = useCountdown(SMS_COUNTDOWN_SECONDS)
  const [values, setValues] = useState<Values>({ username: '', password: '', code: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [submitting, setSubmitting] = useState(false)
  const refs = {
    username: useRef<InputRef>(null),
    password: useRef<InputRef>(null),
    code: useRef<InputRef>(null),
  }

  // checks run on change (spec 000 s.5) once a field has been validated or edited
  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: check(field, value) }))
  }

  const sendCode = async () => {
    const username = values.username.trim()
    if (!username) {
      notify.warning('请填写工号')
      refs.username.current?.focus()
      return
    }
    start()
    try {
      await sendSmsCode(username)
    } catch {
      // the request layer showed why; the code box is emptied and the user may ask again at once
      setValues((v) => ({ ...v, code: '' }))
      reset()
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (submitting) return
    const found: Partial<Record<Field, string>> = {}
    for (const f of FIELDS) found[f] = check(f, values[f])
    setErrors(found)
    const firstBad = FIELDS.find((f) => found[f])
    if (firstBad) {
      refs[firstBad].current?.focus()
      return
    }
    setSubmitting(true)
    try {
      const target = await login({ username: values.username.trim(), password: values.password, code: values.code.trim() })
      const back = params.get('redirect')
      const allowed = back && target !== '/403' && findByUrl(getSession().menus, back.split('?')[0])
      navigate(allowed ? back : target, { replace: true })
    } catch {
      // the request layer showed the server's message (wrong password, wrong code...)
      setSubmitting(false)
    }
  }

  const field = (name: Field, control: JSX.Element) => (
    <div className={`login-field${errors[name] ? ' login-field--error' : ''}`}>
      {control}
      <div className="login-field__error" id={`login-${name}-error`} role={errors[name] ? 'alert' : undefined}>
        {errors[name] ?? ''}
      </div>
    </div>
  )

  const common = (name: Field) => ({
    id: `login-${name}`,
    name,
    size: 'large' as const,
    value: values[name],
    status: errors[name] ? ('error' as const) : undefined,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `login-${name}-error`,
    onChange: (e: { target: { value: string } }) => change(name, e.target.value),
  })

  return (
    <div className="login-page">
      <div className="login-panel">
        <section className="login-brand">
          <div className="login-logo" aria-hidden>
            智
          </div>
          <h1 className="login-product">{PRODUCT_NAME}</h1>
          <p className="login-slogan">{SLOGAN}</p>
        </section>
        <section className="login-form-wrap">
          <h2 className="login-title">账号登录</h2>
          <form className="login-form" onSubmit={submit} noValidate autoComplete="off">
            {field('username', <Input {...common('username')} ref={refs.username} prefix={<UserOutlined />} placeholder="工号" maxLength={30} autoFocus />)}
            {field(
              'password',
              <Password {...common('password')} ref={refs.password} prefix={<LockOutlined />} placeholder="密码" maxLength={100} autoComplete="current-password" />,
            )}
            {field(
              'code',
              <Input
                {...common('code')}
                ref={refs.code}
                prefix={<SafetyCertificateOutlined />}
                placeholder="验证码"
                maxLength={6}
                inputMode="numeric"
                suffix={
                  <Button type="link" size="small" className="login-send" disabled={left > 0} onClick={() => void sendCode()}>
                    {left > 0 ? `${left}s` : '发送验证码'}
                  </Button>
                }
              />,
            )}
            <Button type="primary" htmlType="submit" size="large" block loading={submitting} className="login-submit">
              登录
            </Button>
          </form>
          <p className="login-forgot">忘记密码请联系管理员</p>
        </section>
      </div>
      <footer className="login-footer">
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </footer>
    </div>
  )
}
