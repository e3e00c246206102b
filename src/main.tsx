import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { AppConfig } from './AppConfig'
import { installOaPreset } from './preset'
import { installRem } from './rem'
import { router } from './router'
import './styles/global.css'

installRem()
installOaPreset()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppConfig>
      <RouterProvider router={router} />
    </AppConfig>
  </StrictMode>,
)
