#!/usr/bin/env python3
"""Keeps only the kerning pairs a reader can see in a font file, rewriting it in place.

    python3 scripts/assets/fonts/thin-kerning.py FILE.woff2 MIN_UNITS

Inter kerns about 2,100 pairs among the glyphs of our preloaded file, in class tables whose values vary with
the weight. A sixth of those pairs move a letter by less than 0.02 em (40 of Inter's 2048 units: 0.3 px in
16 px body text, under 1 px in a 40 px heading), a difference no reader sees. This script reads every pair's
value at the weights 400, 600 and 800, keeps the pairs whose value reaches MIN_UNITS at any of them, and
writes them back as plain glyph pairs with one value (the mean of the three: Inter's values hardly change
with the weight). "To", "AV", "Te", "Yo", "LT", "r." keep their kerning. With MIN_UNITS 40 the file keeps
1,777 pairs and shrinks by 0.8 KB, bytes the first paint of every page waits for (the home page's Lighthouse
LCP fell from 1.36 s to 1.29 s, docs/performance.md).

Called by subset-inter.mjs. Needs fontTools with brotli (Debian: apt-get install python3-fonttools
python3-brotli; or pip install fonttools brotli).
"""
import sys
from fontTools.feaLib.builder import addOpenTypeFeaturesFromString
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

WEIGHTS = (400, 600, 800)


def x_advance(value_record):
    return getattr(value_record, 'XAdvance', 0) if value_record else 0


def kerning_pairs(font):
    """{(left, right): x-advance} of the `kern` feature of a static font, as a shaper applies it."""
    gpos = font['GPOS'].table
    lookups = sorted({i for record in gpos.FeatureList.FeatureRecord if record.FeatureTag == 'kern'
                      for i in record.Feature.LookupListIndex})
    glyphs = font.getGlyphOrder()
    pairs = {}
    for index in lookups:
        lookup = gpos.LookupList.Lookup[index]
        subtables = [s.ExtSubTable if lookup.LookupType == 9 else s for s in lookup.SubTable]
        if any(s.LookupType != 2 for s in subtables):
            sys.exit(f'kern lookup {index} is not pair positioning: update thin-kerning.py')
        for left in glyphs:
            for right in glyphs:
                for subtable in subtables:  # the first subtable that applies to the pair wins
                    coverage = subtable.Coverage.glyphs
                    if left not in coverage:
                        continue
                    if subtable.Format == 1:
                        records = [r for r in subtable.PairSet[coverage.index(left)].PairValueRecord
                                   if r.SecondGlyph == right]
                        if not records:
                            continue
                        value = x_advance(records[0].Value1)
                    else:
                        class1 = subtable.ClassDef1.classDefs.get(left, 0)
                        class2 = subtable.ClassDef2.classDefs.get(right, 0)
                        value = x_advance(subtable.Class1Record[class1].Class2Record[class2].Value1)
                    if value:
                        pairs[(left, right)] = pairs.get((left, right), 0) + value
                    break
    return pairs


def main(path, min_units):
    by_weight = [kerning_pairs(instancer.instantiateVariableFont(TTFont(path), {'wght': w})) for w in WEIGHTS]
    every_pair = set().union(*by_weight)
    kept = []
    for pair in sorted(every_pair):
        values = [pairs.get(pair, 0) for pairs in by_weight]
        mean = round(sum(values) / len(values))
        if max(abs(v) for v in values) >= min_units and mean:
            kept.append(f'pos {pair[0]} {pair[1]} {mean};')
    font = TTFont(path, recalcTimestamp=False)  # the same input gives the same file, byte for byte
    flavor = font.flavor
    font.flavor = None
    del font['GPOS']
    addOpenTypeFeaturesFromString(font, 'languagesystem DFLT dflt;\nlanguagesystem latn dflt;\n'
                                  'feature kern {\n' + '\n'.join(kept) + '\n} kern;\n', tables=['GPOS'])
    # The variation store held only the kerning's deltas: nothing refers to it now.
    gdef = font['GDEF'].table
    if getattr(gdef, 'VarStore', None) is not None:
        gdef.VarStore = None
        gdef.Version = 0x00010002 if getattr(gdef, 'MarkGlyphSetsDef', None) else 0x00010000
    font.flavor = flavor
    font.save(path)
    print(f'{path}: kept {len(kept)} of {len(every_pair)} kerning pairs (|value| >= {min_units})')


if __name__ == '__main__':
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], int(sys.argv[2]))
