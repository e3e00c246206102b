export { PermissionProvider, usePermission, Permission, type PermissionApi } from './context'
