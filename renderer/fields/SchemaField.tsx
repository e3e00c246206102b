/** Formily's SchemaField over the field-kind registry. */
import { createSchemaField, type ISchema } from '@formily/react'
import { fieldComponents } from './registry'

const Base = createSchemaField({ components: {} })

export function SchemaField(props: { schema: ISchema }) {
  return <Base schema={props.schema} components={fieldComponents() as never} />
}
