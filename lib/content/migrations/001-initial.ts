import { sql, type ColumnDefinitionBuilder } from 'kysely';
import type { Db, Engine } from './engine';

export async function up(db: Db, engine: Engine): Promise<void> {
  // The one difference between the engines' schemas: how a key numbers itself.
  const serial = engine === 'postgres' ? 'serial' : 'integer';
  const autoId = (c: ColumnDefinitionBuilder) =>
    engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title_az', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_ru', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('genealogies')
    .addColumn('id', serial, autoId)
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title_az', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_ru', 'text', (c) => c.notNull())
    .addColumn('head_az', 'text', (c) => c.notNull())
    .addColumn('head_en', 'text', (c) => c.notNull())
    .addColumn('head_ru', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('deceased')
    .addColumn('id', serial, autoId)
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('genealogy_id', 'integer', (c) => c.references('genealogies.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name_az', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ru', 'text', (c) => c.notNull())
    .addColumn('text_az', 'text', (c) => c.notNull())
    .addColumn('text_en', 'text', (c) => c.notNull())
    .addColumn('text_ru', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('photo_title', 'text')
    .addColumn('photo_title_cdn', 'text')
    .addColumn('share', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('social_media', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('location', 'text')
    .addColumn('voice_az', 'text')
    .addColumn('voice_en', 'text')
    .addColumn('voice_ru', 'text')
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('deceased_category_position')
    .on('deceased')
    .columns(['category_id', 'position'])
    .execute();
  await db.schema
    .createIndex('deceased_genealogy_position')
    .on('deceased')
    .columns(['genealogy_id', 'position'])
    .execute();

  await db.schema
    .createTable('deceased_media')
    .addColumn('id', serial, autoId)
    .addColumn('deceased_id', 'integer', (c) =>
      c.notNull().references('deceased.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('image', 'video', 'youtube', 'audio', 'quran')`),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('file_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('upload_date', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('deceased_media_owner')
    .on('deceased_media')
    .columns(['deceased_id', 'kind', 'position'])
    .execute();

  await db.schema
    .createTable('qr_codes')
    .addColumn('random_uuid', 'text', (c) => c.primaryKey())
    .addColumn('photo', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('birthday', 'text', (c) => c.notNull())
    .addColumn('blood_group', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('site_texts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('az', 'text', (c) => c.notNull())
    .addColumn('en', 'text', (c) => c.notNull())
    .addColumn('ru', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('site_media')
    .addColumn('id', serial, autoId)
    .addColumn('list', 'text', (c) =>
      c
        .notNull()
        .check(sql`list in ('partner', 'sample', 'gallery_photo', 'gallery_video', 'badge')`),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('media', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', serial, autoId)
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('title_az', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_ru', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('unit_az', 'text', (c) => c.notNull())
    .addColumn('unit_en', 'text', (c) => c.notNull())
    .addColumn('unit_ru', 'text', (c) => c.notNull())
    .addColumn('cost_az', 'text', (c) => c.notNull())
    .addColumn('cost_en', 'text', (c) => c.notNull())
    .addColumn('cost_ru', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', serial, autoId)
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'contact_messages',
    'products',
    'site_media',
    'site_settings',
    'site_texts',
    'qr_codes',
    'deceased_media',
    'deceased',
    'genealogies',
    'categories',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
